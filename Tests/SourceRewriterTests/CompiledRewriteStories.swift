import Foundation
import Testing
import SourceRewriter

/// The rewriter's output compiled: `Tests/UIKitImportTests/RatingPanel.rewritten.swift` is this iOS source rewritten,
/// and the UIKitImportTests target compiles it against `import UIKit` and runs it (RewrittenRatingPanelTests).
@Suite("Rewritten files compile")
struct CompiledRewriteStories {
    static let ratingPanel = #"""
        import UIKit

        /// What a rating panel tells its owner; only the first method is required.
        @MainActor @objc protocol RatingPanelDelegate: NSObjectProtocol {
            func ratingPanel(_ panel: RatingPanel, didSelect rating: Int)
            @objc optional func ratingPanelWillReset(_ panel: RatingPanel)
            @objc optional func title(for rating: Int) -> String
            @objc optional func accessibilityHint(for rating: Int) -> String?
        }

        /// A stack view subclass with FoodTracker's RatingControl initializers.
        class RatingPanel: UIStackView {
            weak var delegate: RatingPanelDelegate?
            var rating = 0
            var onChange: ((Int) -> Void)?

            override init(frame: CGRect) {
                super.init(frame: frame)
            }

            required init(coder: NSCoder) {
                super.init(coder: coder)
            }

            func select(_ rating: Int) -> String {
                self.rating = rating
                delegate?.ratingPanel(self, didSelect: rating)
                self.onChange?(rating)
                return delegate?.title?(for: rating) ?? "\(rating) stars"
            }

            func reset() -> Bool {
                rating = 0
                return delegate?.ratingPanelWillReset?(self) != nil
            }

            func hint(for rating: Int) -> String? {
                delegate?.accessibilityHint?(for: rating) ?? nil
            }

            func forcedTitle(for rating: Int) -> String {
                delegate!.title!(for: rating)
            }

            var stringsBundle: Bundle { Bundle(for: RatingPanel.self) }
            var greeting: String { NSLocalizedString("greeting", comment: "A greeting") }
        }

        """#

    static let compiledCopy = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("UIKitImportTests/RatingPanel.rewritten.swift")

    @Test("An @objc delegate with optional requirements, a RatingControl-like stack view and the main bundle: the copy the UIKit import tests compile")
    func ratingPanel() throws {
        // Given the iOS source of a stack view and its delegate protocol
        // When it is rewritten
        let result = SourceRewriter.rewrite(Self.ratingPanel, fileName: "RatingPanel.swift")

        // Then it is, character for character, the copy another test target compiles and runs
        let compiled = try String(contentsOf: Self.compiledCopy, encoding: .utf8)
        #expect(result.text == compiled)
        #expect(result.notes.allSatisfy { $0.severity == .note })
    }
}
