import Foundation

/// The `UIView` attributes `encodeView` writes, read in one pass over the element (issue 14): each `IBObject`
/// accessor scans the attributes again, and a view needs seventeen of them. The first attribute of each kind counts,
/// and the values are converted as the accessors convert them (`flag`, `number`, `integer`).
///
/// Converted while reading (issue 14, fourth round): a flag is compared in place (`IBElement.flag(_:)` on the raw
/// slot), so a view's ten flags make no `String`; only numbers and the content mode are decoded.
struct ViewFields {
    var opaque: Bool?
    var hidden: Bool?
    var alpha: Double?
    var userInteractionEnabled: Bool?
    var multipleTouchEnabled: Bool?
    var contentMode: String?
    var clipsSubviews: Bool?
    var translatesAutoresizingMaskIntoConstraints: Bool?
    var fixedFrame: Bool?
    var tag: Int?
    var horizontalHuggingPriority: Double?
    var verticalHuggingPriority: Double?
    var horizontalCompressionResistancePriority: Double?
    var verticalCompressionResistancePriority: Double?
    var insetsLayoutMarginsFromSafeArea: Bool?
    var preservesSuperviewLayoutMargins: Bool?
    var layoutMarginsFollowReadableWidth: Bool?

    init(_ element: IBElement) {
        // Which fields were seen (the first attribute of a kind counts even when its value does not convert).
        var seen: UInt32 = 0
        element.forEachAttributeSlot { key, slot in
            func first(_ bit: UInt32) -> Bool {
                defer { seen |= bit }
                return seen & bit == 0
            }
            switch key {
            case .opaque: if first(1 << 0) { opaque = element.flag(slot) }
            case .hidden: if first(1 << 1) { hidden = element.flag(slot) }
            case .alpha: if first(1 << 2) { alpha = ViewFields.number(element.string(slot)) }
            case .userInteractionEnabled: if first(1 << 3) { userInteractionEnabled = element.flag(slot) }
            case .multipleTouchEnabled: if first(1 << 4) { multipleTouchEnabled = element.flag(slot) }
            case .contentMode: if first(1 << 5) { contentMode = element.string(slot) }
            case .clipsSubviews: if first(1 << 6) { clipsSubviews = element.flag(slot) }
            case .translatesAutoresizingMaskIntoConstraints:
                if first(1 << 7) { translatesAutoresizingMaskIntoConstraints = element.flag(slot) }
            case .fixedFrame: if first(1 << 8) { fixedFrame = element.flag(slot) }
            case .tag: if first(1 << 9) { tag = ViewFields.integer(element.string(slot)) }
            case .horizontalHuggingPriority: if first(1 << 10) { horizontalHuggingPriority = ViewFields.number(element.string(slot)) }
            case .verticalHuggingPriority: if first(1 << 11) { verticalHuggingPriority = ViewFields.number(element.string(slot)) }
            case .horizontalCompressionResistancePriority:
                if first(1 << 12) { horizontalCompressionResistancePriority = ViewFields.number(element.string(slot)) }
            case .verticalCompressionResistancePriority:
                if first(1 << 13) { verticalCompressionResistancePriority = ViewFields.number(element.string(slot)) }
            case .insetsLayoutMarginsFromSafeArea: if first(1 << 14) { insetsLayoutMarginsFromSafeArea = element.flag(slot) }
            case .preservesSuperviewLayoutMargins: if first(1 << 15) { preservesSuperviewLayoutMargins = element.flag(slot) }
            case .layoutMarginsFollowReadableWidth: if first(1 << 16) { layoutMarginsFollowReadableWidth = element.flag(slot) }
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
