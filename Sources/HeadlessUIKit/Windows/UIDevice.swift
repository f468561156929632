import Foundation

/// The device: headless, an iPhone running iOS, held in portrait.
@MainActor
public final class UIDevice {
    /// The one device.
    public static let current = UIDevice()

    /// The device's name ("iPhone").
    public var name = "iPhone"
    /// The model ("iPhone").
    public let model = "iPhone"
    /// The model, localized ("iPhone").
    public let localizedModel = "iPhone"
    /// The operating system's name ("iOS").
    public let systemName = "iOS"
    /// The operating system's version HeadlessUIKit follows ("17.0").
    public var systemVersion = "17.0"
    /// The idiom: `.phone`.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// The physical orientation: portrait, or the landscape that matches a landscape `UIScreen.main.bounds`
    /// (`.landscapeLeft`, home button on the right) unless set. Setting it posts `orientationDidChangeNotification`.
    public var orientation: UIDeviceOrientation {
        get { storedOrientation ?? (UIScreen.main.bounds.width > UIScreen.main.bounds.height ? .landscapeLeft : .portrait) }
        set {
            let old = orientation
            storedOrientation = newValue
            if old != newValue, isGeneratingDeviceOrientationNotifications {
                NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: self)
            }
        }
    }
    private var storedOrientation: UIDeviceOrientation?

    /// Whether orientation notifications are on (after `beginGeneratingDeviceOrientationNotifications()`).
    public private(set) var isGeneratingDeviceOrientationNotifications = false
    /// Turns orientation notifications on.
    public func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    /// Turns orientation notifications off.
    public func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }

    /// Whether the device supports multitasking (true).
    public var isMultitaskingSupported: Bool { true }
    /// A stable identifier for this vendor's apps on this device.
    public let identifierForVendor: UUID? = UUID()

    /// Posted when `orientation` changes, while notifications are on.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    private init() {}

    /// Puts the defaults back (for `UIApplication.resetForTesting()`).
    func reset() {
        name = "iPhone"
        systemVersion = "17.0"
        storedOrientation = nil
        isGeneratingDeviceOrientationNotifications = false
    }
}

/// How the device is held.
public enum UIDeviceOrientation: Int, Sendable, Hashable {
    /// Not known.
    case unknown = 0
    /// Upright, home button at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// On its side, home button on the right.
    case landscapeLeft = 3
    /// On its side, home button on the left.
    case landscapeRight = 4
    /// Flat, screen up.
    case faceUp = 5
    /// Flat, screen down.
    case faceDown = 6

    /// Whether upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether an interface can take this orientation (not flat or unknown).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The orientation of the interface. Landscape is named for the side the home button is on, so it is
/// the device orientation's opposite (`landscapeLeft` interface = `landscapeRight` device).
public enum UIInterfaceOrientation: Int, Sendable, Hashable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Landscape, home button on the left (device `landscapeRight`).
    case landscapeLeft = 4
    /// Landscape, home button on the right (device `landscapeLeft`).
    case landscapeRight = 3

    /// Whether upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations, with UIKit's bits.
public struct UIInterfaceOrientationMask: OptionSet, Sendable, Hashable {
    /// The bits.
    public let rawValue: UInt
    /// Makes a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Portrait (1 << 1).
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Upside down (1 << 2).
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Landscape right (1 << 3).
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Landscape left (1 << 4).
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Both landscapes.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// All four.
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    /// All but upside down (an iPhone's default).
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// The status bar's look.
public enum UIStatusBarStyle: Int, Sendable, Hashable {
    /// Chosen from the interface style (dark text in light mode).
    case `default` = 0
    /// Light text, for dark backgrounds.
    case lightContent = 1
    /// Dark text, for light backgrounds.
    case darkContent = 3
}

/// What a background fetch found.
public enum UIBackgroundFetchResult: UInt, Sendable, Hashable {
    /// New data arrived.
    case newData = 0
    /// Nothing new.
    case noData = 1
    /// The fetch failed.
    case failed = 2
}
