import Foundation
import HeadlessUIKit

/// Tab 2: a container view whose embed segue puts the Stats screen inside, and a Credits button that
/// presents a controller whose view comes from `CreditsView.xib`.
public final class AboutViewController: UIViewController {
    /// Credits: sends `showCredits:`.
    @Outlet public var creditsButton: UIButton!
    /// The embedded Stats screen, kept from the embed segue's `prepare`.
    public private(set) var stats: StatsViewController?

    /// The embed segue runs while this view loads (before `viewDidLoad`): keep the child.
    public override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "EmbedStats", let stats = segue.destination as? StatsViewController {
            self.stats = stats
        }
    }

    /// Presents the credits as a sheet; their view comes from `CreditsView.xib`, found by the default
    /// `loadView`'s nib search (`CreditsViewController` → `CreditsView`, rule 14).
    public func showCredits(_ sender: Any?) {
        let credits = CreditsViewController(nibName: nil, bundle: ExampleApp.bundle)
        present(credits, animated: true)
    }

    /// The action table: HeadlessUIKit's stand-in for `@IBAction`.
    public override class var actionMethods: ActionMethods {
        super.actionMethods.adding(["showCredits:": .init(AboutViewController.showCredits)])
    }
}
