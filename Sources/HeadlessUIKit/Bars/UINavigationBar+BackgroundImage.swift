import Foundation

extension UINavigationBar {
    /// Sets the image behind the bar for a size, at any position (iOS 5; apps use it with an empty
    /// `UIImage()` and `shadowImage` to hide the bar's background and bottom line). Headless: stored,
    /// read back by `backgroundImage(for:)`; pictures do not draw it.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    /// Sets the image behind the bar for a position and a size (iOS 7).
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[BarImageKey(position: barPosition, metrics: barMetrics)] = backgroundImage
    }

    /// The image behind the bar for a size, at any position; nil if none was set.
    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImage(for: .any, barMetrics: barMetrics)
    }

    /// The image behind the bar for a position and a size. UIKit falls back to the `.any`
    /// position's image when the position has none.
    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[BarImageKey(position: barPosition, metrics: barMetrics)]
            ?? backgroundImages[BarImageKey(position: .any, metrics: barMetrics)]
    }
}

/// A background image's slot: a bar position and a bar size.
struct BarImageKey: Hashable {
    let position: UIBarPosition
    let metrics: UIBarMetrics
}
