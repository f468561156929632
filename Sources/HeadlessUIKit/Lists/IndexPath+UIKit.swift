import Foundation

// UIKit adds these to Foundation's IndexPath on iOS; Foundation on Linux does not have them.

extension IndexPath {
    /// A path to a table row: `[section, row]`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// A path to a collection view item: `[section, item]`.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The table row: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The collection view item: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
