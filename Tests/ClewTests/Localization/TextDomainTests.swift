import Clew
import Testing

/// The gettext machinery with no catalogue to read (these tests run in the C locale, as `scripts/test` sets
/// it): English comes back, plural forms follow English's rule, and placeholders are filled. German and
/// Arabic are checked in a child process (`TranslationProcessTests`).
@Suite("Text domains and placeholders")
struct TextDomainTests {
    let domain = TextDomain("clew-tests-no-such-domain", localeDirectory: "/nonexistent")

    @Test func aDomainWithNoCatalogueGivesTheEnglishBack() {
        #expect(domain.translate("Close") == "Close")
        #expect(domain.translate("Back", context: "navigation") == "Back")
        #expect(domain.translate("%d screen popped", "%d screens popped", count: 1) == "%d screen popped")
        #expect(domain.translate("%d screen popped", "%d screens popped", count: 0) == "%d screens popped")
        #expect(domain.translate("%d screen", "%d screens", count: 2, context: "stack") == "%d screens")
    }

    @Test func placeholdersAreFilledInOrderOrByPosition() {
        #expect("Step %d of %d".substituting(2, 5) == "Step 2 of 5")
        #expect("%2$s, %1$s".substituting("Ada", "Lovelace") == "Lovelace, Ada")
        #expect("100%% sure, %s".substituting("Ada") == "100% sure, Ada")
    }

    @Test func aBrokenTranslationShowsOddlyAndNeverCrashes() {
        #expect("%s and %s".substituting("one") == "one and %s")
        #expect("%5$s".substituting("one") == "%5$s")
        #expect("%0$s".substituting("one") == "%0$s")
        #expect("50 %x, trailing %".substituting(1) == "50 %x, trailing %")
        #expect("%".substituting() == "%")
    }

    /// A position that overflows an Int was read as a plain `%s` and took the next argument.
    @Test func aPositionItCannotUseStaysAsTyped() {
        #expect("%99999999999999999999$s".substituting("one") == "%99999999999999999999$s")
        #expect("%99999999999999999999$d and %s".substituting(1) == "%99999999999999999999$d and 1")
        #expect("%9223372036854775808$s".substituting("one") == "%9223372036854775808$s")
        #expect("%-1$s".substituting("one") == "%-1$s")
        #expect("%0$d, %1$d".substituting(7) == "%0$d, 7")
        #expect("%1$s".substituting("one") == "one")
    }

    @Test func clewsOwnDomainIsCalledClew() {
        #expect(TextDomain.clew.name == "clew")
    }
}
