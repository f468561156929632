#sourceLocation(file: "RatingPanel.swift", line: 1)
import UIKit

/// What a rating panel tells its owner; only the first method is required.
@MainActor protocol RatingPanelDelegate: NSObjectProtocol {
    func ratingPanel(_ panel: RatingPanel, didSelect rating: Int)
    func ratingPanelWillReset(_ panel: RatingPanel) throws
    func title(for rating: Int) throws -> String
    func accessibilityHint(for rating: Int) throws -> String?
}; extension RatingPanelDelegate { func ratingPanelWillReset(_ panel: RatingPanel) throws { throw _OptionalRequirementNotImplemented() }; func title(for rating: Int) throws -> String { throw _OptionalRequirementNotImplemented() }; func accessibilityHint(for rating: Int) throws -> String? { throw _OptionalRequirementNotImplemented() } }; fileprivate struct _OptionalRequirementNotImplemented: Error {}

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
        return (try? delegate?.title(for: rating)) ?? "\(rating) stars"
    }

    func reset() -> Bool {
        rating = 0
        return (try? delegate?.ratingPanelWillReset(self)) != nil
    }

    func hint(for rating: Int) -> String? {
        (try? delegate?.accessibilityHint(for: rating)) ?? nil
    }

    func forcedTitle(for rating: Int) -> String {
        try! delegate!.title(for: rating)
    }

    var stringsBundle: Bundle { Bundle.headlessMain }
    var greeting: String { NSLocalizedString("greeting", bundle: Bundle.headlessMain, comment: "A greeting") }
}
