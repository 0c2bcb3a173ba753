import Clew
import Testing

@Suite("Render event log: retention and de-duplication")
struct RenderEventLogTests {
    final class View {}

    @Test func everythingIsKeptForTests() {
        var log = RenderEventLog(retention: .all)
        for index in 0..<1000 { log.record(.pushed("\(index)")) }
        #expect(log.events.count == 1000)
        #expect(log.events.first == .pushed("0"))
    }

    @Test func aBoundedLogKeepsTheNewestAndStaysSmall() {
        var log = RenderEventLog(retention: .last(10))
        for index in 0..<10_000 { log.record(.pushed("\(index)")) }
        #expect(log.events.count == 10)
        #expect(log.events.first == .pushed("9990"))
        #expect(log.events.last == .pushed("9999"))
    }

    @Test func aSilentLogKeepsNothing() {
        var log = RenderEventLog(retention: .none)
        log.record(.pushed("Home"))
        log.recordChange(
            .feature(FeatureEvent(feature: "image", summary: "downloading", screen: "Home")),
            of: ObjectIdentifier(View()))
        #expect(log.events.isEmpty)
    }

    @Test func featureEventsAreLoggedOncePerChangeAndAgainAfterForget() {
        let view = View()
        let id = ObjectIdentifier(view)
        let downloading = RenderEvent.feature(
            FeatureEvent(feature: "image", summary: "downloading", screen: "Background"))
        let loaded = RenderEvent.feature(FeatureEvent(feature: "image", summary: "PNG 4×3", screen: "Background"))
        var log = RenderEventLog(retention: .all)
        log.recordChange(downloading, of: id)
        log.recordChange(downloading, of: id)
        log.recordChange(loaded, of: id)
        log.recordChange(loaded, of: id)
        #expect(log.events == [downloading, loaded])
        log.forget(id)
        log.recordChange(loaded, of: id)
        #expect(log.events == [downloading, loaded, loaded])
        withExtendedLifetime(view) {}
    }
}
