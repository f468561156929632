import Foundation
import HeadlessUIKit

/// The credits, whose view comes from `CreditsView.xib` (File's Owner: this class): made with
/// `init(nibName: nil, bundle:)`, the default `loadView` finds the nib by the class's name.
public final class CreditsViewController: UIViewController {
    /// The credits text.
    @Outlet public var creditsLabel: UILabel!
    /// Close: sends `close:` to File's Owner.
    @Outlet public var closeButton: UIButton!

    /// Dismisses the credits.
    public func close(_ sender: Any?) {
        dismiss(animated: true)
    }

    /// The action table: HeadlessUIKit's stand-in for `@IBAction`.
    public override class var actionMethods: ActionMethods {
        super.actionMethods.adding(["close:": .init(CreditsViewController.close)])
    }
}
