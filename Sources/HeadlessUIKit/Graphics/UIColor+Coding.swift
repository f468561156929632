import Foundation

// UIKit's UIColor adopts NSSecureCoding (apps archive colours in their models and settings). HeadlessUIKit's colour
// keeps its components, its system name and a catalog colour's dark variant through an archive.
extension UIColor: NSSecureCoding {
    /// True: colours decode with `NSKeyedUnarchiver`'s secure coding.
    public static var supportsSecureCoding: Bool { true }

    private enum Key {
        static let red = "UIRed", green = "UIGreen", blue = "UIBlue", alpha = "UIAlpha"
        static let name = "UISystemColorName", dark = "UIDarkVariant"
    }

    /// Writes the components, the system name and the dark variant (when there are).
    public func encode(with coder: NSCoder) {
        coder.encode(Double(red), forKey: Key.red)
        coder.encode(Double(green), forKey: Key.green)
        coder.encode(Double(blue), forKey: Key.blue)
        coder.encode(Double(alpha), forKey: Key.alpha)
        if let name { coder.encode(name as NSString, forKey: Key.name) }
        if let darkVariant { coder.encode(darkVariant, forKey: Key.dark) }
    }

    /// Reads a colour written by `encode(with:)`.
    public convenience init?(coder: NSCoder) {
        let components = [Key.red, Key.green, Key.blue, Key.alpha].map { CGFloat(coder.decodeDouble(forKey: $0)) }
        // Foundation on Linux treats decoding an absent key as a corrupt archive: look first.
        if coder.containsValue(forKey: Key.name), let name = coder.decodeObject(of: NSString.self, forKey: Key.name) {
            self.init(named: String(name), red: components[0], green: components[1], blue: components[2], alpha: components[3])
        } else {
            let dark = coder.containsValue(forKey: Key.dark) ? coder.decodeObject(of: UIColor.self, forKey: Key.dark) : nil
            self.init(components: components, dark: dark)
        }
    }
}
