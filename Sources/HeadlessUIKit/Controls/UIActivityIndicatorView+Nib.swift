import Foundation

// An activity indicator's attributes as a nib archives them (UIKit's
// `-[UIActivityIndicatorView initWithCoder:]` keys).
extension UIActivityIndicatorView {
    func decodeActivityIndicatorAttributes(_ nib: UINibDecoder) {
        // `…-Modern` holds the iOS 13 styles (medium 100, large 101); the legacy key holds 0–2.
        if let key = nib.firstKey("UIActivityIndicatorViewStyle-Modern", "UIActivityIndicatorViewStyle"),
           let style = nib.enumeration(key, as: Style.self) {
            self.style = style
        }
        if let key = nib.firstKey("UIColor", "UITintColor") { color = nib.color(key) }
        // Absent means true, as in UIKit (it archives only `false`); setting it hides the stopped view.
        hidesWhenStopped = nib.bool("UIHidesWhenStopped") ?? true
        if nib.bool("UIAnimating") == true { startAnimating() }
    }
}
