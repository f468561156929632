import Foundation

/// The `UIView` attributes `encodeView` writes, read in one pass over the element (issue 14): each `IBObject`
/// accessor scans the attributes again, and a view needs seventeen of them. The first attribute of each kind counts,
/// and the values are converted as the accessors convert them (`flag`, `number`, `integer`).
struct ViewFields {
    var opaque: String?
    var hidden: String?
    var alpha: String?
    var userInteractionEnabled: String?
    var multipleTouchEnabled: String?
    var contentMode: String?
    var clipsSubviews: String?
    var translatesAutoresizingMaskIntoConstraints: String?
    var fixedFrame: String?
    var tag: String?
    var horizontalHuggingPriority: String?
    var verticalHuggingPriority: String?
    var horizontalCompressionResistancePriority: String?
    var verticalCompressionResistancePriority: String?
    var insetsLayoutMarginsFromSafeArea: String?
    var preservesSuperviewLayoutMargins: String?
    var layoutMarginsFollowReadableWidth: String?

    init(_ element: IBElement) {
        element.forEachAttribute { key, value in
            func keep(_ field: inout String?) { if field == nil { field = value() } }
            switch key {
            case .opaque: keep(&opaque)
            case .hidden: keep(&hidden)
            case .alpha: keep(&alpha)
            case .userInteractionEnabled: keep(&userInteractionEnabled)
            case .multipleTouchEnabled: keep(&multipleTouchEnabled)
            case .contentMode: keep(&contentMode)
            case .clipsSubviews: keep(&clipsSubviews)
            case .translatesAutoresizingMaskIntoConstraints: keep(&translatesAutoresizingMaskIntoConstraints)
            case .fixedFrame: keep(&fixedFrame)
            case .tag: keep(&tag)
            case .horizontalHuggingPriority: keep(&horizontalHuggingPriority)
            case .verticalHuggingPriority: keep(&verticalHuggingPriority)
            case .horizontalCompressionResistancePriority: keep(&horizontalCompressionResistancePriority)
            case .verticalCompressionResistancePriority: keep(&verticalCompressionResistancePriority)
            case .insetsLayoutMarginsFromSafeArea: keep(&insetsLayoutMarginsFromSafeArea)
            case .preservesSuperviewLayoutMargins: keep(&preservesSuperviewLayoutMargins)
            case .layoutMarginsFollowReadableWidth: keep(&layoutMarginsFollowReadableWidth)
            default: break
            }
        }
    }

    /// A `YES`/`NO` attribute, as `IBElement.flag`.
    static func flag(_ value: String?) -> Bool? { value.map { $0 == "YES" || $0 == "true" } }
    /// A numeric attribute, as `IBElement.number`.
    static func number(_ value: String?) -> Double? { value.flatMap { Double($0) } }
    /// An integer attribute (integral reals accepted), as `IBElement.integer`.
    static func integer(_ value: String?) -> Int? {
        value.flatMap { s in Int(s) ?? Double(s).flatMap { $0.isFinite && abs($0) < 1e18 ? Int($0) : nil } }
    }
}
