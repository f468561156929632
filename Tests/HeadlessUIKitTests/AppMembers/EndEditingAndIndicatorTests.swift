import Foundation
import Testing
@testable import HeadlessUIKit

/// `view.endEditing(_:)`, `scrollIndicatorInsets` and `(indexPath as NSIndexPath).row`: members app
/// files use (docs/api-members.md) that behave as in UIKit.
@MainActor
struct EndEditingAndIndicatorTests {
    /// A text field delegate that refuses to end editing, and counts the times it was asked.
    private final class Stubborn: UITextFieldDelegate {
        var asked = 0
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { asked += 1; return false }
    }

    @Test func endEditingResignsTheFirstResponderInsideTheView() {
        // Given a form whose field is being edited
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let form = UIView()
        let field = UITextField()
        form.addSubview(field)
        window.addSubview(form)
        window.makeKeyAndVisible()
        #expect(field.becomeFirstResponder())

        // When the form ends editing (as a background tap does in apps)
        let ended = form.endEditing(true)

        // Then the field is no longer first responder nor editing
        #expect(ended)
        #expect(!field.isFirstResponder)
        #expect(!field.isEditing)
        #expect(window.isKeyWindow)
    }

    @Test func endEditingLeavesAFirstResponderOutsideTheViewAlone() {
        // Given a field being edited outside another view
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let other = UIView()
        let field = UITextField()
        window.addSubview(other)
        window.addSubview(field)
        window.makeKeyAndVisible()
        #expect(field.becomeFirstResponder())

        // When the other view ends editing
        let ended = other.endEditing(true)

        // Then nothing in it was editing: true, and the field keeps editing
        #expect(ended)
        #expect(field.isFirstResponder)
        #expect(window.isKeyWindow)
    }

    @Test func onlyAForcedEndEditingOverridesADelegateThatRefuses() {
        // Given a field whose delegate refuses to end editing
        UIApplication.shared.resetForTesting()
        let window = UIWindow()
        let field = UITextField()
        let delegate = Stubborn()
        field.delegate = delegate
        window.addSubview(field)
        window.makeKeyAndVisible()
        #expect(field.becomeFirstResponder())

        // When the window ends editing without force, the delegate is asked and keeps it editing
        #expect(!window.endEditing(false))
        #expect(field.isFirstResponder)
        #expect(delegate.asked == 1)

        // When it ends editing with force, the delegate is not asked and editing ends
        #expect(window.endEditing(true))
        #expect(!field.isFirstResponder)
        #expect(delegate.asked == 1)
        #expect(window.isKeyWindow)
    }

    @Test func scrollIndicatorInsetsSetsBothAxesAndReadsTheVerticalOne() {
        // Given a scroll view
        let scrollView = UIScrollView()

        // When the deprecated insets are set, as keyboard code does
        scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 300, right: 0)

        // Then both axes take them
        #expect(scrollView.verticalScrollIndicatorInsets.bottom == 300)
        #expect(scrollView.horizontalScrollIndicatorInsets.bottom == 300)

        // When only the vertical one changes, the old property reads it
        scrollView.verticalScrollIndicatorInsets.bottom = 10
        #expect(scrollView.scrollIndicatorInsets.bottom == 10)
        #expect(scrollView.horizontalScrollIndicatorInsets.bottom == 300)
    }

    @Test func anIndexPathBridgedToNSIndexPathKeepsItsSectionAndRow() {
        // Given an index path, as a table view hands it to cellForRowAt
        let indexPath = IndexPath(row: 4, section: 2)

        // When older code bridges it to NSIndexPath
        let bridged = indexPath as NSIndexPath

        // Then UIKit's row, item and section read it
        #expect(bridged.row == 4)
        #expect(bridged.item == 4)
        #expect(bridged.section == 2)
        #expect(NSIndexPath(row: 1, section: 3).section == 3)
        #expect(NSIndexPath(item: 5, section: 0).item == 5)
    }
}
