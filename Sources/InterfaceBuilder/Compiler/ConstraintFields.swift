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
        element.forEachAttribute { key, value in
            switch key {
            case .firstAttribute: if firstAttribute == nil { firstAttribute = value() }
            case .secondAttribute: if secondAttribute == nil { secondAttribute = value() }
            case .relation: if relation == nil { relation = value() }
            case .multiplier: if multiplier == nil { multiplier = value() }
            case .constant: if constant == nil { constant = value() }
            case .priority: if priority == nil { priority = value() }
            case .symbolic: if symbolic == nil { symbolic = value() }
            case .identifier: if identifier == nil { identifier = value() }
            default: break
            }
        }
    }
}
