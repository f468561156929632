import Foundation
import Testing
@testable import HeadlessUIKit

/// A text field's layout rectangles, and `overrideUserInterfaceStyle`: members app files use
/// (docs/api-members.md).
@MainActor
struct TextFieldRectsAndStyleTests {
    /// The padded field apps write: every text rectangle inset 10 points from the sides.
    private final class PaddedField: UITextField {
        let padding = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
        override func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
        override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: padding) }
    }

    /// A view that writes down the styles it was told it changed from.
    private final class StyleWatcher: UIView {
        var previousStyles: [UIUserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            previousStyles.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
        }
    }

    @Test func aBorderedFieldsTextSitsInsideTheBorderAndBesideItsSideViews() {
        // Given a rounded field, 200 by 34, with a 20-point left view that always shows
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftViewMode = .always

        // Then the left view sits at the leading edge, centred, and the text starts after it
        #expect(field.leftViewRect(forBounds: field.bounds) == CGRect(x: 0, y: 7, width: 20, height: 20))
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 20, y: 0, width: 173, height: 34))
        #expect(field.placeholderRect(forBounds: field.bounds) == field.textRect(forBounds: field.bounds))
        #expect(field.borderRect(forBounds: field.bounds) == field.bounds)

        // When the left view shows only while editing, the text gets the border inset back
        field.leftViewMode = .whileEditing
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
    }

    @Test func aSubclassPadsItsTextByOverridingTheRectangles() {
        // Given a padded field with text
        let field = PaddedField(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        field.text = "padded"

        // Then its own rectangles are the ones the field uses
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 10, y: 0, width: 100, height: 30))
        #expect(field.editingRect(forBounds: field.bounds).minX == 10)
        #expect(field.text == "padded")
    }

    @Test func aStyleOverrideReachesTheViewsBelowItAndTellsThem() {
        // Given a window showing a controller whose view holds a watcher, under a light screen
        UIApplication.shared.resetForTesting()
        let controller = UIViewController()
        let watcher = StyleWatcher()
        controller.view.addSubview(watcher)
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let systemStyle = watcher.traitCollection.userInterfaceStyle

        // When the window is forced dark (apps do `window?.overrideUserInterfaceStyle = .dark`)
        window.overrideUserInterfaceStyle = .dark

        // Then the controller and every view below are dark, and the watcher heard the change
        #expect(window.traitCollection.userInterfaceStyle == .dark)
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        #expect(watcher.traitCollection.userInterfaceStyle == .dark)
        #expect(watcher.previousStyles == (systemStyle == .dark ? [] : [systemStyle]))

        // When the controller overrides light, the nearer override wins below it
        controller.overrideUserInterfaceStyle = .light
        #expect(watcher.traitCollection.userInterfaceStyle == .light)
        #expect(window.traitCollection.userInterfaceStyle == .dark)

        // When both go back to unspecified, the screen's style is back
        controller.overrideUserInterfaceStyle = .unspecified
        window.overrideUserInterfaceStyle = .unspecified
        #expect(watcher.traitCollection.userInterfaceStyle == systemStyle)
    }
}
