import Clew
import Synchronization
import Testing

/// Text domains through a test double of the gettext seam: no catalogue file, no locale, no libintl.
@Suite("Message catalogues: the seam text domains translate through")
struct MessageCatalogTests {
    /// A catalogue in memory with a three-form plural rule (zero, one, many), recording the domains bound.
    final class FakeCatalog: MessageCatalog {
        let messages: [String: String]
        let plurals: [String: [String]]
        let bound = Mutex<[String]>([])

        init(messages: [String: String] = [:], plurals: [String: [String]] = [:]) {
            self.messages = messages
            self.plurals = plurals
        }

        func bind(domain: String, to directory: String?) {
            bound.withLock { $0.append(domain) }
        }

        func translate(domain: String, context: String?, message: String) -> String? {
            messages[key(domain, context, message)]
        }

        func translate(domain: String, context: String?, singular: String, plural: String, count: Int) -> String? {
            guard let forms = plurals[key(domain, context, singular)] else { return nil }
            return forms[count == 0 ? 0 : count == 1 ? 1 : 2]
        }

        private func key(_ domain: String, _ context: String?, _ message: String) -> String {
            domain + "|" + (context ?? "") + "|" + message
        }
    }

    @Test func aDomainTranslatesThroughTheInstalledCatalogue() {
        let fake = FakeCatalog(messages: ["fake||Close": "Schließen"])
        MessageCatalogs.withCatalog(fake) {
            let domain = TextDomain("fake", localeDirectory: "/nonexistent")
            #expect(domain.translate("Close") == "Schließen")
            #expect(domain.translate("Open") == "Open")  // untranslated: the English back
            #expect(TextDomain("other").translate("Close") == "Close")  // another domain's catalogue
        }
        #expect(fake.bound.withLock { $0 } == ["fake", "other"])
    }

    @Test func aPluralPicksTheCataloguesFormOrEnglishsRule() {
        let forms = ["keine Notiz", "%d Notiz", "%d Notizen"]
        let fake = FakeCatalog(plurals: ["fake||%d note": forms])
        MessageCatalogs.withCatalog(fake) {
            let domain = TextDomain("fake", localeDirectory: "/nonexistent")
            #expect(domain.translate("%d note", "%d notes", count: 0) == "keine Notiz")
            #expect(domain.translate("%d note", "%d notes", count: 1) == "%d Notiz")
            #expect(domain.translate("%d note", "%d notes", count: 7).substituting(7) == "7 Notizen")
            #expect(domain.translate("%d tab", "%d tabs", count: 1) == "%d tab")
            #expect(domain.translate("%d tab", "%d tabs", count: 0) == "%d tabs")
        }
    }

    @Test func aContextTellsTheSameWordsApart() {
        let fake = FakeCatalog(
            messages: ["fake|navigation|Back": "Zurück", "fake|anatomy|Back": "Rücken"],
            plurals: ["fake|stack|%d screen": ["", "%d Bildschirm", "%d Bildschirme"]])
        MessageCatalogs.withCatalog(fake) {
            let domain = TextDomain("fake", localeDirectory: "/nonexistent")
            #expect(domain.translate("Back", context: "navigation") == "Zurück")
            #expect(domain.translate("Back", context: "anatomy") == "Rücken")
            #expect(domain.translate("Back") == "Back")
            #expect(domain.translate("%d screen", "%d screens", count: 2, context: "stack") == "%d Bildschirme")
            #expect(domain.translate("%d screen", "%d screens", count: 2) == "%d screens")
        }
    }

    @Test func theUntranslatedFallbackGivesTheEnglishBack() {
        MessageCatalogs.withCatalog(UntranslatedCatalog()) {
            let domain = TextDomain("fake")
            #expect(domain.translate("Close") == "Close")
            #expect(domain.translate("Back", context: "navigation") == "Back")
            #expect(domain.translate("%d note", "%d notes", count: 1) == "%d note")
            #expect(domain.translate("%d note", "%d notes", count: 2, context: "list") == "%d notes")
        }
    }

    /// An app's own catalogue: it answers for its domain and hands every other one to the platform's, so the
    /// suites translating through gettext beside this test see no difference while it is installed.
    struct AppCatalog: MessageCatalog {
        let domain: String
        let messages: [String: String]

        func bind(domain: String, to directory: String?) {
            if domain != self.domain { MessageCatalogs.platform.bind(domain: domain, to: directory) }
        }

        func translate(domain: String, context: String?, message: String) -> String? {
            guard domain == self.domain else {
                return MessageCatalogs.platform.translate(domain: domain, context: context, message: message)
            }
            return messages[message]
        }

        func translate(domain: String, context: String?, singular: String, plural: String, count: Int) -> String? {
            guard domain == self.domain else {
                return MessageCatalogs.platform.translate(
                    domain: domain, context: context, singular: singular, plural: plural, count: count)
            }
            return count == 1 ? messages[singular] : messages[plural]
        }
    }

    @Test func anInstalledCatalogueTranslatesForTheWholeProcessUntilRemoved() async {
        let app = AppCatalog(domain: "installed-app", messages: ["Close": "Fermer", "%d notes": "%d notes (fr)"])
        MessageCatalogs.install(app)
        let domain = TextDomain("installed-app", localeDirectory: "/nonexistent")
        #expect(domain.translate("Close") == "Fermer")
        #expect(domain.translate("Open") == "Open")
        #expect(domain.translate("%d note", "%d notes", count: 3) == "%d notes (fr)")
        #expect(domain.translate("%d note", "%d notes", count: 1) == "%d note")
        // Another task sees it too: installed is process-wide, unlike withCatalog.
        let elsewhere = await Task.detached { TextDomain("installed-app").translate("Close") }.value
        #expect(elsewhere == "Fermer")
        // A test's double still comes first.
        MessageCatalogs.withCatalog(UntranslatedCatalog()) {
            #expect(TextDomain("installed-app").translate("Close") == "Close")
        }
        MessageCatalogs.install(nil)
        #expect(domain.translate("Close") == "Close")  // the platform's again: no catalogue for that domain
    }
}
