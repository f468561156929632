import Foundation

/// A size class: how much room a dimension has.
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable {
    /// Not set.
    case unspecified = 0
    /// Little room (an iPhone's width; its height in landscape).
    case compact = 1
    /// Much room (an iPhone's height in portrait; an iPad).
    case regular = 2
}

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    /// Not set.
    case unspecified = 0
    /// Light appearance.
    case light = 1
    /// Dark appearance.
    case dark = 2
}

/// The kind of device an interface is for.
public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    /// Not set.
    case unspecified = -1
    /// An iPhone or iPod touch.
    case phone = 0
    /// An iPad.
    case pad = 1
    /// An Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac (Mac Catalyst's Mac idiom).
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}

/// The user's preferred text size (Dynamic Type), with UIKit's raw values.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    /// The category's name (`UICTContentSizeCategoryL`…).
    public let rawValue: String
    /// Makes a category from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Makes a category from its name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Not set.
    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    /// Large: the default.
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    /// Extra extra extra large: the largest without accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    /// Accessibility medium.
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large.
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large.
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large: the largest.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted when the user changes the preferred size.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")

    private static let order: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }

    /// Smaller sizes first; `unspecified` before all.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (order.firstIndex(of: lhs) ?? -1) < (order.firstIndex(of: rhs) ?? -1)
    }
}

/// An object whose look depends on traits: views, view controllers, window scenes.
@MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits in effect.
    var traitCollection: UITraitCollection { get }
    /// Sent after the traits changed, with the ones before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A set of traits: size classes, appearance, scale, text size, idiom. Unset traits are
/// `unspecified` (0 for `displayScale`); `init(traitsFrom:)` combines collections, later set values winning.
public final class UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Pixels per point (0: unset).
    public let displayScale: CGFloat
    /// The preferred text size.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The device idiom.
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    init(horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
         style: UIUserInterfaceStyle = .unspecified, scale: CGFloat = 0,
         contentSize: UIContentSizeCategory = .unspecified, idiom: UIUserInterfaceIdiom = .unspecified) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceStyle = style
        displayScale = scale
        preferredContentSizeCategory = contentSize
        userInterfaceIdiom = idiom
    }

    /// A collection with every trait unspecified.
    public convenience init() { self.init(horizontal: .unspecified) }
    /// A collection with only the horizontal size class set.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    /// A collection with only the vertical size class set.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    /// A collection with only the appearance set.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }
    /// A collection with only the display scale set.
    public convenience init(displayScale: CGFloat) { self.init(scale: displayScale) }
    /// A collection with only the text size set.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) { self.init(contentSize: preferredContentSizeCategory) }
    /// A collection with only the idiom set.
    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) { self.init(idiom: userInterfaceIdiom) }

    /// The collections combined: each trait from the last collection that sets it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var h = UIUserInterfaceSizeClass.unspecified, v = UIUserInterfaceSizeClass.unspecified
        var style = UIUserInterfaceStyle.unspecified, scale: CGFloat = 0
        var size = UIContentSizeCategory.unspecified, idiom = UIUserInterfaceIdiom.unspecified
        for t in traitCollections {
            if t.horizontalSizeClass != .unspecified { h = t.horizontalSizeClass }
            if t.verticalSizeClass != .unspecified { v = t.verticalSizeClass }
            if t.userInterfaceStyle != .unspecified { style = t.userInterfaceStyle }
            if t.displayScale != 0 { scale = t.displayScale }
            if t.preferredContentSizeCategory != .unspecified { size = t.preferredContentSizeCategory }
            if t.userInterfaceIdiom != .unspecified { idiom = t.userInterfaceIdiom }
        }
        self.init(horizontal: h, vertical: v, style: style, scale: scale, contentSize: size, idiom: idiom)
    }

    /// Whether every trait `trait` sets has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.preferredContentSizeCategory == .unspecified || trait.preferredContentSizeCategory == preferredContentSizeCategory)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
    }

    /// Whether a dynamic color could look different under `traitCollection` (here: the styles differ).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        traitCollection?.userInterfaceStyle != userInterfaceStyle
    }

    /// Equal when every trait is equal.
    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.displayScale == rhs.displayScale
            && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
            && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom
    }

    /// Hashes every trait.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(userInterfaceIdiom)
    }

    /// The traits, as UIKit prints them.
    public var description: String {
        "<UITraitCollection; HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), "
            + "UserInterfaceIdiom = \(userInterfaceIdiom), UserInterfaceStyle = \(userInterfaceStyle), "
            + "DisplayScale = \(displayScale), PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)>"
    }

    /// The traits of the screen, the ones every view and controller has (see `UIScreen.traitCollection`).
    @MainActor public static var current: UITraitCollection { UIScreen.main.traitCollection }

    /// The traits an iPhone screen of `bounds` has: compact width; regular height in portrait, compact
    /// in landscape; regular width in landscape from 896 points wide on (the Plus and Max phones).
    @MainActor static func phone(bounds: CGRect, scale: CGFloat, style: UIUserInterfaceStyle, contentSize: UIContentSizeCategory) -> UITraitCollection {
        let landscape = bounds.width > bounds.height
        let horizontal: UIUserInterfaceSizeClass = landscape && bounds.width >= 896 ? .regular : .compact
        let vertical: UIUserInterfaceSizeClass = landscape ? .compact : .regular
        return UITraitCollection(horizontal: horizontal, vertical: vertical, style: style, scale: scale,
                                 contentSize: contentSize, idiom: UIDevice.current.userInterfaceIdiom)
    }
}

extension UIScreen: UITraitEnvironment {
    /// The screen's traits, which every window, view and controller shares here (no per-view
    /// overrides): an iPhone's (`UIDevice.current.userInterfaceIdiom`), compact width and regular
    /// height in portrait (the default 390×844), compact height in landscape (width > height), regular
    /// width in landscape from 896 points wide; `displayScale` is `scale`; light style, large text
    /// unless `userInterfaceStyle` / `preferredContentSizeCategory` say otherwise.
    public var traitCollection: UITraitCollection {
        UITraitCollection.phone(bounds: bounds, scale: scale, style: TraitSettings.style, contentSize: TraitSettings.contentSize)
    }

    /// Does nothing: the screen is where traits come from.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The appearance the screen reports (light by default). Setting it sends `traitCollectionDidChange(_:)`.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { TraitSettings.style }
        set { changeTraits { TraitSettings.style = newValue } }
    }

    /// The text size the screen reports (large by default). Setting it sends
    /// `traitCollectionDidChange(_:)`, then `UIContentSizeCategory.didChangeNotification`.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { TraitSettings.contentSize }
        set {
            let changed = newValue != TraitSettings.contentSize
            changeTraits { TraitSettings.contentSize = newValue }
            if changed { NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: UIApplication.shared) }
        }
    }

    /// Runs `change`, then tells everyone whose traits it changed.
    func changeTraits(_ change: () -> Void) {
        let before = traitCollection
        change()
        TraitPropagation.traitsDidChange(from: before, to: traitCollection)
    }

    func resetTraitSettings() {
        TraitSettings.style = .light
        TraitSettings.contentSize = .large
    }
}

@MainActor
enum TraitSettings {
    static var style: UIUserInterfaceStyle = .light
    static var contentSize: UIContentSizeCategory = .large
}

// When the screen's traits change (its bounds turn to landscape, its scale, style or text size
// change), `traitCollectionDidChange(_:)` goes, with the old collection, to each connected window
// scene, then down each window's hierarchy (windows in the order they were made): a view whose
// controller owns it hears after that controller, so the order is window, root controller, root view,
// then subviews depth first, child and presented controllers reaching their turn with their views.
// UIKit sends the same calls top-down; the exact interleaving is HeadlessUIKit's.
@MainActor
enum TraitPropagation {
    static func traitsDidChange(from previous: UITraitCollection, to current: UITraitCollection) {
        guard previous != current else { return }
        for scene in UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }) {
            LifecycleRecorder.send(scene, .application, "traitCollectionDidChange") { scene.traitCollectionDidChange(previous) }
        }
        for window in UIApplication.shared.windows {
            visit(window, previous)
            for controller in presentedChain(from: window.rootViewController) where controller.viewIfLoaded?.window == nil {
                send(controller, previous)
            }
        }
    }

    private static func presentedChain(from root: UIViewController?) -> [UIViewController] {
        var result: [UIViewController] = []
        var next = root?.presentedViewController
        while let controller = next { result.append(controller); next = controller.presentedViewController }
        return result
    }

    private static func visit(_ view: UIView, _ previous: UITraitCollection) {
        if let controller = view.owningController { send(controller, previous) }
        LifecycleRecorder.send(view, .view, "traitCollectionDidChange") { view.traitCollectionDidChange(previous) }
        for subview in view.subviews { visit(subview, previous) }
    }

    private static func send(_ controller: UIViewController, _ previous: UITraitCollection) {
        LifecycleRecorder.send(controller, .controller, "traitCollectionDidChange") { controller.traitCollectionDidChange(previous) }
    }
}
