import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct ControlsLabelTests {
    @Test("A new label has UIKit's defaults and ignores touches")
    func defaults() {
        UIApplication.shared.resetForTesting()

        let label = UILabel()

        #expect(label.text == nil)
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.textAlignment == .natural)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.numberOfLines == 1)
        #expect(label.isEnabled)
        #expect(!label.isUserInteractionEnabled)
    }

    @Test("Setting a nil font or colour restores the default")
    func nullResettable() {
        UIApplication.shared.resetForTesting()
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 30)
        label.textColor = .red

        label.font = nil
        label.textColor = nil

        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.textColor == .label)
    }

    @Test("The intrinsic size is characters × half the point size by the line height")
    func intrinsicSize() {
        UIApplication.shared.resetForTesting()
        let label = UILabel()

        label.text = "Hello"   // 5 × 8.5 = 42.5 → 43; 17 × 1.2 = 20.4 → 21

        #expect(label.intrinsicContentSize == CGSize(width: 43, height: 21))
    }

    @Test("An empty label has a zero intrinsic size")
    func emptyLabel() {
        UIApplication.shared.resetForTesting()
        let label = UILabel()

        label.text = ""

        #expect(label.intrinsicContentSize == .zero)
    }

    @Test("A multiline label wraps in sizeThatFits; a one-line label does not")
    func wrapping() {
        UIApplication.shared.resetForTesting()
        let label = UILabel()
        label.font = .systemFont(ofSize: 10)   // 5 points a character, lines of 12
        label.text = "abcdefghij"              // 50 points

        let single = label.sizeThatFits(CGSize(width: 20, height: 100))
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 20, height: 100))
        label.numberOfLines = 2
        let limited = label.sizeThatFits(CGSize(width: 20, height: 100))

        #expect(single == CGSize(width: 50, height: 12))
        #expect(wrapped == CGSize(width: 20, height: 36))
        #expect(limited == CGSize(width: 20, height: 24))
    }

    @Test("sizeToFit sizes the label to its text")
    func sizeToFit() {
        UIApplication.shared.resetForTesting()
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 100))
        label.text = "Hi"

        label.sizeToFit()

        #expect(label.frame == CGRect(x: 10, y: 10, width: 17, height: 21))
    }

    @Test("The description shows the text, as UIKit's does")
    func description() {
        UIApplication.shared.resetForTesting()
        let label = UILabel()

        label.text = "Welcome"

        #expect(label.description.contains("text = 'Welcome'"))
        #expect(label.description.contains("userInteractionEnabled = NO"))
    }
}
