import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
struct ControlsActivityIndicatorTests {
    @Test("A new indicator is stopped and hidden, and sized by its style")
    func newIndicator() {
        UIApplication.shared.resetForTesting()

        let medium = UIActivityIndicatorView(style: .medium)
        let large = UIActivityIndicatorView(style: .large)

        #expect(!medium.isAnimating)
        #expect(medium.isHidden)
        #expect(medium.hidesWhenStopped)
        #expect(medium.frame.size == CGSize(width: 20, height: 20))
        #expect(large.intrinsicContentSize == CGSize(width: 37, height: 37))
    }

    @Test("Starting shows the indicator; stopping hides it again")
    func startAndStop() {
        UIApplication.shared.resetForTesting()
        let indicator = UIActivityIndicatorView(style: .medium)

        indicator.startAnimating()
        let visibleWhileAnimating = !indicator.isHidden
        indicator.stopAnimating()

        #expect(visibleWhileAnimating)
        #expect(!indicator.isAnimating)
        #expect(indicator.isHidden)
    }

    @Test("With hidesWhenStopped off, a stopped indicator stays visible")
    func staysVisible() {
        UIApplication.shared.resetForTesting()
        let indicator = UIActivityIndicatorView(style: .large)

        indicator.hidesWhenStopped = false
        indicator.startAnimating()
        indicator.stopAnimating()

        #expect(!indicator.isHidden)
    }
}
