import Foundation
import Testing
@testable import HeadlessUIKit

/// The pre-iOS 13 edit-menu delegate methods of table and collection views, and `@objc` action
/// methods on subclasses of non-responder classes: members app files use (docs/api-members.md).
@MainActor
struct EditMenuAndActionTargetTests {
    /// A collection controller that offers only `copy:` on its items, and logs what it performed.
    private final class CopyingGrid: UICollectionViewController {
        var performed: [String] = []
        override func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool { true }
        override func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?) -> Bool {
            action == Selector("copy:")
        }
        override func collectionView(_ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath, withSender sender: Any?) {
            performed.append("\(action.name) \(indexPath.item)")
        }
    }

    /// An interactive pop that handles its own pan gesture, as apps write it with `@objc`.
    private final class SwipeToPop: UIPercentDrivenInteractiveTransition {
        var handled = 0
        func handleGesture(_ sender: Any?) { handled += 1 }
        override class var actionMethods: ActionMethods {
            super.actionMethods.adding(["handleGesture:": .init(SwipeToPop.handleGesture)])
        }
    }

    @Test func aCollectionControllerPerformsOnlyTheEditMenuActionsItAllows() {
        // Given a grid controller that offers copy on its items
        let grid = CopyingGrid(collectionViewLayout: UICollectionViewFlowLayout())
        let collectionView = grid.collectionView!

        // When the menu's copy and paste are chosen for item 3
        let copied = collectionView.simulateEditMenuAction(Selector("copy:"), forItemAt: IndexPath(item: 3, section: 0))
        let pasted = collectionView.simulateEditMenuAction(Selector("paste:"), forItemAt: IndexPath(item: 3, section: 0))

        // Then only copy was performed
        #expect(copied)
        #expect(!pasted)
        #expect(grid.performed == ["copy: 3"])
    }

    @Test func aTableControllerShowsNoEditMenuUnlessItSaysSo() {
        // Given a plain table controller (UIKit's defaults: no menu)
        let controller = UITableViewController(style: .plain)

        // When copy is chosen for a row
        let copied = controller.tableView.simulateEditMenuAction(Selector("copy:"), forRowAt: IndexPath(row: 0, section: 0))

        // Then nothing was performed
        #expect(!copied)
        #expect(!controller.tableView(controller.tableView, shouldShowMenuForRowAt: IndexPath(row: 0, section: 0)))
    }

    @Test func aTransitionSubclassIsTheTargetOfItsOwnPanGesture() {
        // Given an interactive transition that lists its gesture handler
        UIApplication.shared.resetForTesting()
        let transition = SwipeToPop()
        let pan = UIPanGestureRecognizer(target: transition, action: Selector("handleGesture:"))

        // When the action is sent to it, as the gesture does
        let sent = UIApplication.shared.sendAction(Selector("handleGesture:"), to: transition, from: pan, for: nil)

        // Then its method ran; the base classes answer with empty tables
        #expect(sent)
        #expect(transition.handled == 1)
        #expect(UIGestureRecognizer.actionMethods[Selector("handleGesture:")] == nil)
        #expect(CALayer.actionMethods[Selector("handleGesture:")] == nil)
        #expect(pan.view == nil)
    }
}
