extension NibArchiveBuilder {
    /// Classes ibtool records with a fallback class (the extra Int32 of the class-name table).
    static let fallbackClasses: [String: String] = [
        "UIColor": "NSColor", "UIFont": "NSFont", "_UILayoutGuide": "UIView",
        "_UILayoutSupportConstraint": "NSLayoutConstraint", "UITableViewCellContentView": "UIView",
        "UICollectionViewCellContentView": "UIView",
    ]

    /// The fallback class of `name` (as `fallbackClasses`), by a length check and a switch instead of hashing the name.
    static func fallbackClass(of name: String) -> String? {
        switch name.utf8.count {
        case 6, 7, 14, 26, 31: break
        default: return nil
        }
        switch name {
        case "UIColor": return "NSColor"
        case "UIFont": return "NSFont"
        case "_UILayoutGuide", "UITableViewCellContentView", "UICollectionViewCellContentView": return "UIView"
        case "_UILayoutSupportConstraint": return "NSLayoutConstraint"
        default: return nil
        }
    }
}
