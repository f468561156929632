import Foundation

// Seed 004's `UIView.fromNib()`: a convenience, not UIKit API (see StoryboardInitializable.swift).
//
// Decision: the seed's code does not compile as printed. Inside `class func fromNib<T: UIView>() -> T`
// it names the nib `String(describing: Self)` (a type used as a value; `Self` is the class the method
// is called on, not the `T` it returns), casts to `Self` where it must return `T`, and its fatalError
// message uses `nibName`, which nothing defines there. What it means, and what this file does: the nib
// is named after `T`, the type the caller asks for, and the message names that nib.
//
//     let card: CardView = UIView.fromNib()   // loads CardView.nib / CardView.xib
//     let card: CardView = .fromNib()         // the same

extension UIView {
    /// Loads the nib named after `T` from the main bundle with no File's Owner and returns its first
    /// top-level object (seed 004's convenience, not UIKit API).
    ///
    /// Stops with the seed's message (`Couldn't instantiate view from nib T`) when that object is not
    /// a `T`; a nib that does not exist stops earlier, with UIKit's message (rule 12).
    public class func fromNib<T: UIView>() -> T {
        fromNib(bundle: nil)
    }

    /// `fromNib()` with the nib looked up in `bundle` (nil: the main bundle). HeadlessUIKit's addition
    /// to seed 004.
    public class func fromNib<T: UIView>(bundle: Bundle?) -> T {
        let nibName = String(describing: T.self)
        guard let view = (bundle ?? .headlessMain).loadNibNamed(nibName, owner: nil, options: nil)!.first as? T else {
            fatalError("Couldn't instantiate view from nib \(nibName)")
        }
        return view
    }
}
