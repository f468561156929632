import Foundation

/// The attributes of a `<constraint>` the compiler writes, read in one pass over the element (issue 14): each
/// `IBConstraint` accessor scans the attributes again, and a constraint needs eight of them. The first attribute of
/// each kind counts, as with the accessors.
struct ConstraintFields {
    var firstAttribute: String?
    var secondAttribute: String?
    var relation: String?
    var multiplier: String?
    var constant: String?
    var priority: String?
    var symbolic: String?
    var identifier: String?

    init(_ element: IBElement) {
        // A loop, not a closure (issue 14, fifth round): no boxed captures.
        var walk = IBAttributeWalk(element)
        while let (key, slot) = walk.next() {
            switch key {
            case .firstAttribute: if firstAttribute == nil { firstAttribute = walk.string(slot) }
            case .secondAttribute: if secondAttribute == nil { secondAttribute = walk.string(slot) }
            case .relation: if relation == nil { relation = walk.string(slot) }
            case .multiplier: if multiplier == nil { multiplier = walk.string(slot) }
            case .constant: if constant == nil { constant = walk.string(slot) }
            case .priority: if priority == nil { priority = walk.string(slot) }
            case .symbolic: if symbolic == nil { symbolic = walk.string(slot) }
            case .identifier: if identifier == nil { identifier = walk.string(slot) }
            default: break
            }
        }
    }
}
