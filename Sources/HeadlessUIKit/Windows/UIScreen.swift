import Foundation

/// The screen. Headless: its size and scale are settings (default 390×844 points at 3×, an iPhone 14).
@MainActor
public final class UIScreen {
    /// The one screen.
    public static let main = UIScreen()

    /// The default bounds: 390×844 points.
    public static let defaultBounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// The default scale: 3 pixels per point.
    public static let defaultScale: CGFloat = 3

    /// The screen's size in points. Setting it resizes every window that filled the old size, then,
    /// when the traits change (portrait ↔ landscape), sends `traitCollectionDidChange(_:)`.
    public var bounds: CGRect = UIScreen.defaultBounds {
        didSet {
            guard bounds != oldValue else { return }
            for window in UIApplication.shared.windows where window.frame == oldValue {
                window.frame = bounds
            }
            let before = UITraitCollection.phone(bounds: oldValue, scale: scale, style: TraitSettings.style, contentSize: TraitSettings.contentSize)
            TraitPropagation.traitsDidChange(from: before, to: traitCollection)
        }
    }

    /// The screen's safe area: what the sensor housing, rounded corners and home indicator cover
    /// (an iPhone 14 in portrait: 47 top, 34 bottom). Set it with `bounds` for another device.
    public var safeAreaInsets = UIScreen.defaultSafeAreaInsets {
        didSet {
            guard safeAreaInsets != oldValue else { return }
            for window in UIApplication.shared.windows { window.safeAreaDidChangeInWindow() }
        }
    }
    /// The default safe area: 47 points top, 34 bottom.
    public static let defaultSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    /// Pixels per point. Setting it sends `traitCollectionDidChange(_:)` (`displayScale` changes).
    public var scale: CGFloat = UIScreen.defaultScale {
        didSet {
            ScreenScale.current = scale
            guard scale != oldValue else { return }
            let before = UITraitCollection.phone(bounds: bounds, scale: oldValue, style: TraitSettings.style, contentSize: TraitSettings.contentSize)
            TraitPropagation.traitsDidChange(from: before, to: traitCollection)
        }
    }
    /// The physical scale (equal to `scale` headless).
    public var nativeScale: CGFloat { scale }
    /// The size in pixels.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    private init() {}

    /// Puts the default size and scale back.
    public func reset() {
        bounds = UIScreen.defaultBounds
        scale = UIScreen.defaultScale
        safeAreaInsets = UIScreen.defaultSafeAreaInsets
        resetTraitSettings()
    }
}
