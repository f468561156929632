import Foundation
import HeadlessUIKit

/// The example app: a recipe book made of `Main.storyboard`, `DetailHeaderView.xib` and `CreditsView.xib`.
///
/// Tab 1 is a navigation stack (recipe list → recipe → a full-screen Edit screen that unwinds back);
/// tab 2 is an About screen that embeds a Stats screen and shows Credits from a xib.
public enum ExampleApp {
    /// The folder that holds the app's storyboard and xibs: `Resources`, copied as it is into the
    /// module's resource bundle (`.copy("Resources")`), so the files sit one level below `Bundle.module`.
    public static let bundle: Bundle = {
        guard let url = Bundle.module.url(forResource: "Resources", withExtension: nil), let bundle = Bundle(url: url) else {
            fatalError("HeadlessExample: no Resources folder in \(Bundle.module.bundlePath)")
        }
        return bundle
    }()

    /// The storyboard iOS would name in `UIMainStoryboardFile`.
    public static let mainStoryboardName = "Main"

    /// Launches the app as iOS does for a main storyboard: a fresh recipe book, then a key window
    /// whose root is the storyboard's initial controller (the tab bar controller).
    @MainActor
    @discardableResult
    public static func launch() -> UIWindow {
        RecipeBook.shared = RecipeBook()
        return UIApplication.shared.launchMainStoryboard(named: mainStoryboardName, bundle: bundle)
    }
}
