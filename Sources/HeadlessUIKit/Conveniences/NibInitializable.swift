import Foundation

// Seed 004's conveniences, continued: not UIKit API (see StoryboardInitializable.swift).

/// A view (or any object a nib makes at its top level) that can be made from the nib named after
/// its class (seed 004's convenience, not UIKit API).
///
/// ```swift
/// final class CardView: UIView, NibInitializable {}
/// let card = CardView.fromNib()   // CardView.nib (or .xib) in the main bundle
/// ```
@MainActor
public protocol NibInitializable {
    /// The nib's name, without extension; the class name (`String(describing: self)`) by default.
    static var nibName: String { get }
}

extension NibInitializable {
    /// Default implementation, expects the nib file name to match the class name (seed 004).
    public static var nibName: String { String(describing: self) }

    /// Loads the nib `nibName` from the main bundle with no File's Owner and returns its first
    /// top-level object, as seed 004 writes it.
    ///
    /// Stops with the seed's message (`Couldn't instantiate view from nib X`) when that object is not
    /// of this type. A nib that does not exist stops earlier, with UIKit's message (rule 12).
    public static func fromNib() -> Self {
        fromNib(bundle: nil)
    }

    /// `fromNib()` with the nib looked up in `bundle` (nil: the main bundle). HeadlessUIKit's
    /// addition to seed 004.
    public static func fromNib(bundle: Bundle?) -> Self {
        guard let view = (bundle ?? .headlessMain).loadNibNamed(nibName, owner: nil, options: nil)!.first as? Self else {
            fatalError("Couldn't instantiate view from nib \(nibName)")
        }
        return view
    }
}
