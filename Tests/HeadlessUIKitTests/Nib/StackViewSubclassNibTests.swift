import Foundation
import Testing
@testable import HeadlessUIKit

/// A stack view subclass whose initializers are written exactly as FoodTracker's RatingControl writes them on iOS:
/// UIKit's `UIStackView.init(coder:)` is not failable, so a non-failable `required init(coder:)` calls it as is.
final class StarsStackView: UIStackView {
    var setups = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupButtons()
    }

    required init(coder: NSCoder) {
        super.init(coder: coder)
        setupButtons()
    }

    private func setupButtons() {
        setups += 1
        for _ in 0..<3 { addArrangedSubview(UIButton()) }
    }
}

@MainActor
struct StackViewSubclassNibTests {
    @Test("A UIStackView subclass with RatingControl's init(coder:) loads from a xib: the nib's arranged views, then its own")
    func subclassFromXib() throws {
        // Given a xib whose stack view names the subclass and arranges one label
        UIApplication.shared.resetForTesting()
        let files = try FixtureBundle(["Stars.xib": IBXML.xib("""
            <stackView opaque="NO" contentMode="scaleToFill" spacing="8" id="st1" customClass="StarsStackView" customModule="HeadlessUIKitTests">
                <rect key="frame" x="0.0" y="0.0" width="240" height="44"/>
                <subviews>
                    <label opaque="NO" contentMode="left" text="Rate" id="l1">
                        <rect key="frame" x="0.0" y="0.0" width="40" height="44"/>
                    </label>
                </subviews>
            </stackView>
        """)])

        // When it is instantiated
        let objects = UINib(nibName: "Stars", bundle: files.bundle).instantiate(withOwner: nil, options: nil)

        // Then the subclass's init(coder:) ran once, after super decoded the label
        let stars = try #require(objects.first as? StarsStackView)
        #expect(stars.setups == 1)
        #expect(stars.spacing == 8)
        #expect(stars.arrangedSubviews.count == 4)
        #expect(stars.arrangedSubviews.first is UILabel)
    }

    @Test("UIStackView's and UIActivityIndicatorView's init(coder:) are not failable, as UIKit's; UIView's is")
    func failability() {
        // Given a coder that is not a nib's (nothing to decode)
        let coder = NSCoder()

        // When each class is made from it (the declared types only compile with UIKit's failability)
        let stack: UIStackView = UIStackView(coder: coder)
        let indicator: UIActivityIndicatorView = UIActivityIndicatorView(coder: coder)
        let view: UIView? = UIView(coder: coder)

        // Then each exists, empty
        #expect(stack.arrangedSubviews.isEmpty)
        #expect(!indicator.isAnimating)
        #expect(view?.subviews.isEmpty == true)
    }
}
