import Foundation

extension UIScrollView {
    /// How far the scroll indicators sit from the edges (deprecated in iOS 13 for the per-axis
    /// pair). Setting it sets both `verticalScrollIndicatorInsets` and
    /// `horizontalScrollIndicatorInsets`; reading it gives the vertical one, as UIKit does.
    /// Headless: indicators are not drawn, so the insets are only stored.
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
}
