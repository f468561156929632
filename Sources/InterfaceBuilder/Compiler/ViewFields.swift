import Foundation

/// The `UIView` attributes `encodeView` writes, read in one pass over the element (issue 14): each `IBObject`
/// accessor scans the attributes again, and a view needs seventeen of them. The first attribute of each kind counts,
/// and the values are converted as the accessors convert them (`flag`, `number`, `integer`).
///
/// Converted while reading (issue 14, fourth round): a flag is compared in place (`IBElement.flag(_:)` on the raw
/// slot), so a view's ten flags make no `String`; sixth round: numbers, the tag and the content mode are converted
/// from the bytes too (`IBAttributeWalk.number`, `integer`, `lookup`).
struct ViewFields {
    var opaque: Bool?
    var hidden: Bool?
    var alpha: Double?
    var userInteractionEnabled: Bool?
    var multipleTouchEnabled: Bool?
    /// `UIView.ContentMode` of `contentMode`: nil when absent or not a known name.
    var contentMode: Int?
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
    /// Whether the element has a `customClass` attribute: without one `makeObject` skips its scan for it (issue 14,
    /// tenth round; the name itself is decoded there, a `String` here cost more, see the sixth round).
    var hasCustomClass = false

    init(_ element: borrowing IBElement) {
        // Which fields were seen (the first attribute of a kind counts even when its value does not convert).
        // A loop, not a closure (issue 14, fifth round): captured fields were boxed, each write checked at run time.
        var seen: UInt32 = 0
        var walk = IBAttributeWalk(element)
        while let (key, slot) = walk.next() {
            let bit: UInt32
            switch key {
            case .opaque: bit = 1 << 0
            case .hidden: bit = 1 << 1
            case .alpha: bit = 1 << 2
            case .userInteractionEnabled: bit = 1 << 3
            case .multipleTouchEnabled: bit = 1 << 4
            case .contentMode: bit = 1 << 5
            case .clipsSubviews: bit = 1 << 6
            case .translatesAutoresizingMaskIntoConstraints: bit = 1 << 7
            case .fixedFrame: bit = 1 << 8
            case .tag: bit = 1 << 9
            case .horizontalHuggingPriority: bit = 1 << 10
            case .verticalHuggingPriority: bit = 1 << 11
            case .horizontalCompressionResistancePriority: bit = 1 << 12
            case .verticalCompressionResistancePriority: bit = 1 << 13
            case .insetsLayoutMarginsFromSafeArea: bit = 1 << 14
            case .preservesSuperviewLayoutMargins: bit = 1 << 15
            case .layoutMarginsFollowReadableWidth: bit = 1 << 16
            case .customClass: hasCustomClass = true; continue
            default: continue
            }
            guard seen & bit == 0 else { continue }
            seen |= bit
            switch key {
            case .opaque: opaque = walk.flag(slot)
            case .hidden: hidden = walk.flag(slot)
            case .alpha: alpha = walk.number(slot)
            case .userInteractionEnabled: userInteractionEnabled = walk.flag(slot)
            case .multipleTouchEnabled: multipleTouchEnabled = walk.flag(slot)
            case .contentMode: contentMode = walk.lookup(slot, NibNames.contentModeBytes, else: NibNames.contentModeTable)
            case .clipsSubviews: clipsSubviews = walk.flag(slot)
            case .translatesAutoresizingMaskIntoConstraints: translatesAutoresizingMaskIntoConstraints = walk.flag(slot)
            case .fixedFrame: fixedFrame = walk.flag(slot)
            case .tag: tag = walk.integer(slot)
            case .horizontalHuggingPriority: horizontalHuggingPriority = walk.number(slot)
            case .verticalHuggingPriority: verticalHuggingPriority = walk.number(slot)
            case .horizontalCompressionResistancePriority:
                horizontalCompressionResistancePriority = walk.number(slot)
            case .verticalCompressionResistancePriority:
                verticalCompressionResistancePriority = walk.number(slot)
            case .insetsLayoutMarginsFromSafeArea: insetsLayoutMarginsFromSafeArea = walk.flag(slot)
            case .preservesSuperviewLayoutMargins: preservesSuperviewLayoutMargins = walk.flag(slot)
            case .layoutMarginsFollowReadableWidth: layoutMarginsFollowReadableWidth = walk.flag(slot)
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
