internal import CGtk
import Clew
import Glibc

// Quitting however the app is asked to, without losing where the user was.
extension Application {
    /// Closes what is presented, as `dismiss` does (reason `.app`), so that dismissal handlers
    /// run before the app ends. Bounded: a presentation that refuses to close does not hang quit.
    func closePresentations() {
        guard let router else { return }
        for _ in 0..<32 where router.presentedView != nil || router.pendingPresentationCount > 0 {
            if case .finished(.success(.nothingToDismiss)) = router.navigate(to: router.dismissRoute(isAnimated: false))
                .state
            {
                break
            }
        }
    }

    /// Saves shortly after a change, once for all the changes in between.
    func scheduleStateSave() {
        guard onSaveState != nil, pendingSave == nil else { return }
        pendingSave = GLibMainLoop.after(stateSaveDelay) { [weak self] in
            self?.pendingSave = nil
            self?.saveStateNow()
        }
    }

    /// Runs ``onSaveState`` now (a pending debounced save is dropped: this one covers it).
    func saveStateNow() {
        if let pendingSave { g_source_remove(pendingSave) }
        pendingSave = nil
        guard let router, let onSaveState else { return }
        onSaveState(router)
    }

    /// SIGTERM (a session ending, `systemctl --user stop`), SIGINT (Ctrl+C in a terminal) and
    /// SIGHUP (the terminal closed) quit as `app.quit` does, from the GLib main loop
    /// (`g_unix_signal_add`: the handler runs as an ordinary main-loop callback, not in the
    /// signal handler), so the state is saved and the exit status is 0.
    func installQuitSignals() {
        guard signalSources.isEmpty else { return }
        // A blocked signal never reaches GLib's handler, and the mask is inherited from whoever
        // started the app (a launcher, a test runner): unblock them on the thread that runs the loop.
        var quitSignals = sigset_t()
        sigemptyset(&quitSignals)
        for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&quitSignals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &quitSignals, nil)
        for signal in [SIGTERM, SIGINT, SIGHUP] {
            let box = Unmanaged.passRetained(QuitSignalBox { [weak self] in self?.quit() }).toOpaque()
            signalSources.append(g_unix_signal_add_full(0, signal, quitSignalReceived, box, releaseQuitSignalBox))
        }
    }

    /// Removes the signal sources (their boxes are released by GLib's destroy notify).
    func removeQuitSignals() {
        for source in signalSources { g_source_remove(source) }
        signalSources = []
    }
}

/// Carries a signal's Swift handler through GLib's `user_data`.
private final class QuitSignalBox {
    let body: @MainActor () -> Void
    init(_ body: @escaping @MainActor () -> Void) { self.body = body }
}

private let quitSignalReceived: GSourceFunc = { data in
    let body = Unmanaged<QuitSignalBox>.fromOpaque(data!).takeUnretainedValue().body
    MainActor.assumeIsolated { body() }
    return 1  // G_SOURCE_CONTINUE: a second signal while quitting quits again, harmlessly
}

private let releaseQuitSignalBox: GDestroyNotify = { data in
    Unmanaged<QuitSignalBox>.fromOpaque(data!).release()
}
