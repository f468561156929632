import Foundation

/// The activity type of a web page the user is looking at (Handoff to and from Safari).
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// What the user is doing, for Handoff, Spotlight, Siri and scene state restoration. Foundation
/// has it on Apple platforms and not on Linux, so HeadlessUIKit provides it. Headless: nothing is
/// handed off or indexed; `becomeCurrent()` marks the activity current in this process.
@MainActor
open class NSUserActivity {
    /// The activity's type (a reverse-DNS string the app declares in its Info.plist).
    public let activityType: String
    /// The title shown to the user.
    open var title: String?
    /// The state needed to continue the activity.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` that must be present.
    open var requiredUserInfoKeys: Set<String>?
    /// The web page to open where the app is not installed.
    open var webpageURL: URL?
    /// The web page the activity came from.
    open var referrerURL: URL?
    /// When the activity stops being valid.
    open var expirationDate: Date?
    /// Keywords for search.
    open var keywords: Set<String> = []
    /// An identifier for Siri and Spotlight.
    open var persistentIdentifier: String?
    /// The phrase suggested to the user for Siri.
    open var suggestedInvocationPhrase: String?
    /// Whether Handoff offers it.
    open var isEligibleForHandoff = true
    /// Whether Spotlight indexes it.
    open var isEligibleForSearch = false
    /// Whether it is indexed publicly.
    open var isEligibleForPublicIndexing = false
    /// Whether Siri predicts it.
    open var isEligibleForPrediction = false
    /// Whether `updateUserActivityState(_:)` should be called before it is saved.
    open var needsSave = false
    /// The object told when the activity is continued or saved.
    open weak var delegate: (any NSUserActivityDelegate)?
    /// The target content identifier used to pick a scene.
    open var targetContentIdentifier: String?

    /// Whether this activity is the current one.
    public var isCurrent: Bool { NSUserActivity.current === self }

    /// Makes an activity of a type.
    public init(activityType: String) { self.activityType = activityType }

    /// Adds entries to `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        for (key, value) in otherDictionary { info[key] = value }
        userInfo = info
    }

    /// Makes this the current activity.
    open func becomeCurrent() { NSUserActivity.current = self }
    /// Stops being the current activity, keeping it valid.
    open func resignCurrent() { if NSUserActivity.current === self { NSUserActivity.current = nil } }
    /// Ends the activity.
    open func invalidate() { resignCurrent() }

    /// The current activity in this process, if any (headless: no system-wide activity).
    public internal(set) static var current: NSUserActivity?
}

/// Told when a user activity is saved or continued elsewhere.
@MainActor
public protocol NSUserActivityDelegate: AnyObject {
    /// The activity is about to be saved.
    func userActivityWillSave(_ userActivity: NSUserActivity)
    /// The activity was continued on another device.
    func userActivityWasContinued(_ userActivity: NSUserActivity)
}

extension NSUserActivityDelegate {
    /// Does nothing.
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}
    /// Does nothing.
    public func userActivityWasContinued(_ userActivity: NSUserActivity) {}
}
