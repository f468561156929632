import Foundation

/// A service a share sheet offers. Subclass it for an app's own service: override `activityType`,
/// `activityTitle`, `canPerform(withActivityItems:)`, `prepare(withActivityItems:)` and
/// `perform()`, and call `activityDidFinish(_:)` when done.
@MainActor
open class UIActivity {
    /// An activity's identifier (UIKit's raw values for the system's).
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// The identifier.
        public let rawValue: String
        /// Makes a type.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Makes a type.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Post to Facebook.
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        /// Post to Twitter.
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        /// Post to Sina Weibo.
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        /// Send in Messages.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Send in Mail.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Print.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Copy to the general pasteboard.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Assign an image to a contact.
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// Save to the Camera Roll.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Add a URL to Safari's Reading List.
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// Post to Flickr.
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        /// Post to Vimeo.
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        /// Post to Tencent Weibo.
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        /// Send with AirDrop.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Open in Books.
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// Mark up as a PDF.
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }

    /// Where a share sheet lists an activity (UIKit's raw values).
    public enum Category: Int, Sendable {
        /// The row of actions.
        case action = 0
        /// The row of sharing services.
        case share = 1
    }

    /// The share sheet running this activity, set while it runs.
    weak var host: UIActivityViewController?

    /// Makes an activity.
    public init() {}

    /// Where a share sheet lists this kind of activity (`.action` by default).
    open class var activityCategory: Category { .action }
    /// The activity's identifier (nil by default).
    open var activityType: ActivityType? { nil }
    /// The title shown under the icon (nil by default).
    open var activityTitle: String? { nil }
    /// The icon (nil by default).
    open var activityImage: UIImage? { nil }
    /// Whether the activity can act on `activityItems` (false by default: the sheet leaves it out).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Receives the items before the activity runs (does nothing by default).
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A controller to present instead of calling `perform()` (nil by default; HeadlessUIKit calls `perform()` regardless).
    open var activityViewController: UIViewController? { nil }
    /// Does the work; call `activityDidFinish(_:)` when done (does nothing by default).
    open func perform() {}

    /// Tells the share sheet the activity finished; the sheet then calls its completion handler.
    open func activityDidFinish(_ completed: Bool) {
        guard let host else { return }
        self.host = nil
        host.finish(activityType, completed: completed, returnedItems: nil)
    }
}
