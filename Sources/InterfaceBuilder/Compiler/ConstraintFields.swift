import Foundation

/// The attributes of a `<constraint>` the compiler writes, read in one pass over the element (issue 14): each
/// `IBConstraint` accessor scans the attributes again, and a constraint needs eight of them. The first attribute of
/// each kind counts, as with the accessors.
///
/// Converted while reading (issue 14, sixth round): the layout attributes are looked up by their bytes, the relation
/// and `symbolic` compared in place, the constant and priority parsed from the bytes; only the rare multiplier and
/// identifier are decoded into `String`s, by the encoder, from their slots (issue 14, tenth round: two `String?`
/// fields made the struct a copy with retains and releases, ≈ 110 instructions a constraint; now plain values).
struct ConstraintFields {
    /// `NSLayoutAttribute` of `firstAttribute`: nil when absent, 0 when not a known name.
    var firstAttribute: Int?
    /// `NSLayoutAttribute` of `secondAttribute`, likewise.
    var secondAttribute: Int?
    /// `NSLayoutRelation`: -1 `lessThanOrEqual`, 1 `greaterThanOrEqual`, else 0.
    var relation = 0
    /// The `multiplier` attribute's slot (`IBAttributeWalk.string` decodes it).
    var multiplier: XMLAttributeSlot?
    /// `constant` as `Double(value)` reads it (nil when absent or not a number).
    var constant: Double?
    /// `priority`, likewise.
    var priority: Double?
    /// `symbolic` as a flag (`YES` or `true`).
    var symbolic = false
    /// The `identifier` attribute's slot.
    var identifier: XMLAttributeSlot?
    /// `placeholder` as a flag: a placeholder constraint, removed at build time (issue 14, thirteenth round: read here,
    /// not by `IBElement.flag(.placeholder)`, one more scan of the attributes per constraint).
    var placeholder = false

    init(_ element: borrowing IBElement) {
        // A loop, not a closure (issue 14, fifth round): no boxed captures.
        var seen: UInt16 = 0
        var walk = IBAttributeWalk(element)
        while let (key, slot) = walk.next() {
            let bit: UInt16
            switch key {
            case .firstAttribute: bit = 1 << 0
            case .secondAttribute: bit = 1 << 1
            case .relation: bit = 1 << 2
            case .multiplier: bit = 1 << 3
            case .constant: bit = 1 << 4
            case .priority: bit = 1 << 5
            case .symbolic: bit = 1 << 6
            case .identifier: bit = 1 << 7
            case .placeholder: bit = 1 << 8
            default: continue
            }
            guard seen & bit == 0 else { continue }
            seen |= bit
            switch key {
            case .firstAttribute:
                firstAttribute = walk.lookup(slot, NibNames.layoutAttributeBytes, else: NibNames.layoutAttributeTable) ?? 0
            case .secondAttribute:
                secondAttribute = walk.lookup(slot, NibNames.layoutAttributeBytes, else: NibNames.layoutAttributeTable) ?? 0
            case .relation:
                relation = walk.equals(slot, "lessThanOrEqual") ? -1 : walk.equals(slot, "greaterThanOrEqual") ? 1 : 0
            case .multiplier: multiplier = slot
            case .constant: constant = walk.number(slot)
            case .priority: priority = walk.number(slot)
            case .symbolic: symbolic = walk.flag(slot)
            case .identifier: identifier = slot
            case .placeholder: placeholder = walk.flag(slot)
            default: break
            }
        }
    }
}
