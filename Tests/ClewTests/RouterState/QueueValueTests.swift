import Testing

@testable import Clew

@MainActor
@Suite("Presentation and toast queues")
struct QueueValueTests {
    final class Plain: View {
        var content: ViewContent { .alert(AlertModel(title: "A")) }
    }

    @Test func presentationsWaitInOrderWithLivePositions() {
        var queue = PresentationQueue()
        let first = queue.makePresentation(of: Plain(), style: .dialog, animated: true)
        queue.show(first)
        let second = queue.enqueue(
            QueuedPresentation(
                presentation: queue.makePresentation(of: Plain(), style: .dialog, animated: true), completion: { _ in })
        )
        let third = queue.enqueue(
            QueuedPresentation(
                presentation: queue.makePresentation(of: Plain(), style: .sheet, animated: true), completion: { _ in }))
        #expect(queue.position(ofNumber: second) == 1)
        #expect(queue.position(ofNumber: third) == 2)
        #expect(queue.close(PresentationID(rawValue: 99)) == nil, "only the one on top closes")
        #expect(queue.close(first.id)?.id == first.id)
        let next = queue.next()
        #expect(next?.presentation.id == PresentationID(rawValue: 2))
        #expect(queue.position(ofNumber: second) == nil)
        #expect(queue.position(ofNumber: third) == 1)
        #expect(queue.waitingCount == 1)
    }

    @Test func aViewIsInTheQueueOnTopOrWaitingAndNotOnceItLeaves() {
        var queue = PresentationQueue()
        let (top, waiting, other) = (Plain(), Plain(), Plain())
        let shown = queue.makePresentation(of: top, style: .dialog, animated: true)
        #expect(!queue.contains(top))
        queue.show(shown)
        _ = queue.enqueue(
            QueuedPresentation(
                presentation: queue.makePresentation(of: waiting, style: .dialog, animated: true), completion: { _ in })
        )
        #expect(queue.contains(top) && queue.contains(waiting) && !queue.contains(other))
        #expect(queue.hasWaiting && queue.waitingContains(waiting) && !queue.waitingContains(top))
        _ = queue.close(shown.id)
        #expect(!queue.contains(top))
        let next = queue.next()
        #expect(!queue.hasWaiting)
        queue.show(next!.presentation)
        #expect(queue.contains(waiting), "the next in line is on top now")
    }

    @Test func aHighToastCoversANormalOneWhichWaitsAgainAtTheHead() {
        var queue = ToastQueue()
        let normal = Toast("Saved")
        let other = Toast("Synced")
        let urgent = Toast("Offline", priority: .high)
        #expect(changes(queue.add(normal)) == ["show Saved"])
        #expect(changes(queue.add(other)).isEmpty)
        #expect(queue.position(of: other) == 1)
        #expect(changes(queue.add(urgent)) == ["hide Saved", "show Offline"])
        #expect(queue.waiting.map(\.title) == ["Saved", "Synced"])
        let removed = queue.removeWaiting(other)
        let removedAgain = queue.removeWaiting(other)
        #expect(removed && !removedAgain)
        #expect(changes(queue.endVisible()) == ["hide Offline", "show Saved"])
        #expect(changes(queue.endVisible()) == ["hide Saved"])
        #expect(queue.visible == nil)
    }

    func changes(_ list: [ToastQueue.Change]) -> [String] {
        list.map {
            switch $0 {
            case .show(let toast): "show \(toast.title)"
            case .hide(let toast): "hide \(toast.title)"
            }
        }
    }
}
