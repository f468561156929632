import Testing
import UIKit

// RatingPanel.rewritten.swift is SourceRewriter's copy of an iOS file (CompiledRewriteStories holds the original):
// these tests run it as iOS would.

/// A delegate that implements every optional requirement.
final class FullRater: NSObject, RatingPanelDelegate {
    var selections: [Int] = []
    var resets = 0
    func ratingPanel(_ panel: RatingPanel, didSelect rating: Int) { selections.append(rating) }
    func ratingPanelWillReset(_ panel: RatingPanel) { resets += 1 }
    func title(for rating: Int) -> String { String(repeating: "★", count: rating) }
    func accessibilityHint(for rating: Int) -> String? { rating > 3 ? "Loved it" : nil }
}

/// A delegate that implements only the required method, as iOS allows.
final class MinimalRater: NSObject, RatingPanelDelegate {
    var selections: [Int] = []
    func ratingPanel(_ panel: RatingPanel, didSelect rating: Int) { selections.append(rating) }
}

@MainActor
struct RewrittenRatingPanelTests {
    @Test("Optional requirements a delegate implements are called; their results come back as on iOS")
    func implemented() {
        // Given a panel whose delegate implements everything
        let panel = RatingPanel(frame: .zero)
        let rater = FullRater()
        panel.delegate = rater

        // When a rating is selected, then reset
        let title = panel.select(4)
        let hint = panel.hint(for: 4)
        let reset = panel.reset()

        // Then each optional method ran and gave its value
        #expect(title == "★★★★")
        #expect(hint == "Loved it")
        #expect(reset)
        #expect(rater.resets == 1)
        #expect(rater.selections == [4])
        #expect(panel.forcedTitle(for: 2) == "★★")
    }

    @Test("Optional requirements a delegate omits answer nil, so the caller's fallback runs, as on iOS")
    func omitted() {
        // Given a panel whose delegate implements only the required method
        let panel = RatingPanel(frame: .zero)
        let rater = MinimalRater()
        panel.delegate = rater

        // When a rating is selected and reset
        let title = panel.select(2)
        let reset = panel.reset()

        // Then the required method ran and the optional calls gave nil
        #expect(rater.selections == [2])
        #expect(title == "2 stars")
        #expect(panel.hint(for: 5) == nil)
        #expect(!reset)
    }

    @Test("Without a delegate the calls give nil; the optional closure property is still called as written")
    func noDelegate() {
        let panel = RatingPanel(frame: .zero)
        var changes: [Int] = []
        panel.onChange = { changes.append($0) }

        #expect(panel.select(1) == "1 stars")
        #expect(changes == [1])
    }

    @Test("RatingControl's non-failable init(coder:) makes a panel; Bundle(for:) became the app's main bundle")
    func initializerAndBundle() {
        let panel: RatingPanel = RatingPanel(coder: NSCoder())
        #expect(panel.arrangedSubviews.isEmpty)
        #expect(panel.stringsBundle === Bundle.headlessMain)
        #expect(panel.greeting == "greeting")
    }
}
