import Foundation

/// A quick action on the app's Home Screen icon.
@MainActor
open class UIApplicationShortcutItem {
    /// The app's identifier for the action.
    public let type: String
    /// The title.
    public let localizedTitle: String
    /// The subtitle.
    public let localizedSubtitle: String?
    /// The icon.
    public let icon: UIApplicationShortcutIcon?
    /// Information the app attaches.
    public let userInfo: [String: any NSSecureCoding]?
    /// The object the action stands for (iOS 14).
    open var targetContentIdentifier: Any?

    /// Makes an action.
    public init(type: String, localizedTitle: String, localizedSubtitle: String? = nil, icon: UIApplicationShortcutIcon? = nil,
                userInfo: [String: any NSSecureCoding]? = nil) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
    }
}

/// The icon of a quick action.
@MainActor
open class UIApplicationShortcutIcon {
    /// The system icons, with UIKit's raw values (a selection).
    public enum IconType: Int, Sendable {
        /// Compose.
        case compose = 0
        /// Play.
        case play = 1
        /// Pause.
        case pause = 2
        /// Add.
        case add = 3
        /// Location.
        case location = 4
        /// Search.
        case search = 5
        /// Share.
        case share = 6
        /// Favorite.
        case favorite = 10
        /// Love.
        case love = 11
        /// Home.
        case home = 20
    }

    /// The system icon, when it is one.
    public let iconType: IconType?
    /// The SF Symbol's or template image's name, when it is one.
    public let imageName: String?

    /// A system icon.
    public init(type: IconType) { iconType = type; imageName = nil }
    /// An SF Symbol (iOS 13).
    public init(systemImageName: String) { iconType = nil; imageName = systemImageName }
    /// An image from the app's bundle.
    public init(templateImageName: String) { iconType = nil; imageName = templateImageName }
}
