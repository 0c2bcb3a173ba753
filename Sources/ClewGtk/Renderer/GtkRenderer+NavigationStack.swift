import CGtk
import Clew

extension GtkRenderer: NavigationStackRendering {
    /// Adds the screen's widget to the stack and slides it in; the back button appears once there
    /// is something to go back to.
    public func pushScreen(_ screen: any Screen, animated: Bool) throws {
        let page = makeWidget(for: screen)
        let isRoot = pages.isEmpty
        pages[ObjectIdentifier(screen)] = page
        screenOrder.append(ObjectIdentifier(screen))
        _ = gtk_stack_add_child(stack.opaque, page.widget)
        show(
            page,
            transition: animated && !isRoot ? GTK_STACK_TRANSITION_TYPE_SLIDE_LEFT : GTK_STACK_TRANSITION_TYPE_NONE)
        updateHeader(title: screen.title)
        record(.pushed(screen.title))
    }

    /// Slides back to `revealed`, then removes the popped screens' widgets.
    public func popScreens(_ removed: [any Screen], revealing revealed: any Screen, animated: Bool) {
        guard let revealedPage = pages[ObjectIdentifier(revealed)] else { return }
        show(
            revealedPage, transition: animated ? GTK_STACK_TRANSITION_TYPE_SLIDE_RIGHT : GTK_STACK_TRANSITION_TYPE_NONE)
        for screen in removed {
            let key = ObjectIdentifier(screen)
            screenOrder.removeAll { $0 == key }
            if let page = pages.removeValue(forKey: key) {
                removeAfterTransition(page)
            }
            forgetImageWidget(for: screen)
            record(.popped(screen.title))
        }
        updateHeader(title: revealed.title)
    }

    /// Crossfades to the new screen and removes the old one.
    public func replaceScreen(_ old: any Screen, with new: any Screen, animated: Bool) throws {
        let oldKey = ObjectIdentifier(old)
        let page = makeWidget(for: new)
        pages[ObjectIdentifier(new)] = page
        if let index = screenOrder.firstIndex(of: oldKey) {
            screenOrder[index] = ObjectIdentifier(new)
        }
        _ = gtk_stack_add_child(stack.opaque, page.widget)
        show(page, transition: animated ? GTK_STACK_TRANSITION_TYPE_CROSSFADE : GTK_STACK_TRANSITION_TYPE_NONE)
        if let oldPage = pages.removeValue(forKey: oldKey) {
            removeAfterTransition(oldPage)
        }
        forgetImageWidget(for: old)
        updateHeader(title: new.title)
        record(.replaced(old.title, with: new.title))
    }

    /// The widget of the screen on top of the stack.
    public var visiblePage: WidgetRef? {
        screenOrder.last.flatMap { pages[$0] }
    }

    private func show(_ page: WidgetRef, transition: GtkStackTransitionType) {
        gtk_stack_set_transition_type(stack.opaque, transition)
        gtk_stack_set_visible_child(stack.opaque, page.widget)
    }

    private func updateHeader(title: String) {
        gtk_label_set_text(titleLabel.opaque, title)
        backButton.isVisible = screenOrder.count > 1
    }

    /// Removing the outgoing page at once would cut its slide short, so it leaves the stack when
    /// the transition has had time to finish.
    private func removeAfterTransition(_ page: WidgetRef) {
        pagesLeaving.append(page)
        let duration = Int(gtk_stack_get_transition_duration(stack.opaque))
        GLibMainLoop.after(.milliseconds(duration + 50)) { [weak self] in
            self?.finishRemoving(page)
        }
    }

    private func finishRemoving(_ page: WidgetRef) {
        guard let index = pagesLeaving.firstIndex(where: { $0 === page }) else { return }
        pagesLeaving.remove(at: index)
        if gtk_widget_get_parent(page.widget) == stack.widget {
            gtk_stack_remove(stack.opaque, page.widget)
        }
    }
}
