import Foundation

// UIKit adds these to NSIndexPath on iOS (older code writes `(indexPath as NSIndexPath).row`);
// Foundation on Linux does not have them.

extension NSIndexPath {
    /// A path to a table row: `[section, row]`.
    public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }

    /// A path to a collection view item: `[section, item]`.
    public convenience init(item: Int, section: Int) { self.init(indexes: [section, item], length: 2) }

    /// The section: the first index.
    public var section: Int { index(atPosition: 0) }

    /// The table row: the second index.
    public var row: Int { index(atPosition: 1) }

    /// The collection view item: the second index.
    public var item: Int { index(atPosition: 1) }
}
