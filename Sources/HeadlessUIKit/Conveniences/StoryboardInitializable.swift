import Foundation

// Seed 004's conveniences ("Loading views and view controllers"): not UIKit API. UIKit has no such
// protocol; the seed writes it on top of `UIStoryboard`, and apps copy it. HeadlessUIKit ships it as
// the seed prints it, so code that uses it compiles unchanged, and adds an overload that takes the
// bundle (the seed passes nil, the main bundle; tests and tools load from other folders).

/// A view controller that can be made from a storyboard scene by its class alone (seed 004's
/// convenience, not UIKit API).
///
/// ```swift
/// class MyViewController: UIViewController, StoryboardInitializable {}
/// let vc = MyViewController.fromStoryboard()   // Main.storyboard, identifier "MyViewController"
/// ```
///
/// Conforming is enough: the storyboard is `Main` and the scene's storyboard identifier is the class
/// name, unless the class says otherwise.
@MainActor
public protocol StoryboardInitializable {
    /// The storyboard's name, without extension; `"Main"` by default.
    static var storyboardName: String { get }
    /// The scene's storyboard identifier; the class name (`String(describing: self)`) by default.
    static var storyboardIdentifier: String { get }
}

extension StoryboardInitializable {
    /// Default implementation, assumes Main.storyboard (seed 004).
    public static var storyboardName: String { "Main" }

    /// Default implementation, expects the identifier to match the class name (seed 004).
    public static var storyboardIdentifier: String { String(describing: self) }

    /// Makes a new instance from the scene `storyboardIdentifier` of the storyboard `storyboardName`
    /// in the main bundle, as seed 004 writes it.
    ///
    /// Stops with the seed's message (`No view controller with identifier 'X' in Storyboard 'Y'`)
    /// when the scene's controller is not of this class. A storyboard or identifier that does not
    /// exist stops earlier, with UIKit's message (rule 28).
    public static func fromStoryboard() -> Self {
        fromStoryboard(bundle: nil)
    }

    /// `fromStoryboard()` with the storyboard looked up in `bundle` (nil: the main bundle).
    /// HeadlessUIKit's addition to seed 004.
    public static func fromStoryboard(bundle: Bundle?) -> Self {
        let storyboard = UIStoryboard(name: storyboardName, bundle: bundle)
        guard let svc = storyboard.instantiateViewController(withIdentifier: storyboardIdentifier) as? Self else {
            fatalError("No view controller with identifier '\(storyboardIdentifier)' in Storyboard '\(storyboardName)'")
        }
        return svc
    }
}
