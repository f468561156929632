import Foundation

// UIKit's UIImage adopts NSSecureCoding, so apps archive images inside their models (Apple's FoodTracker:
// `aCoder.encode(photo, forKey:)`, `aDecoder.decodeObject(forKey:) as? UIImage`). HeadlessUIKit's image keeps
// what it holds through an archive: size, scale, name, symbol flag, rendering mode and the data it was made from.
// Foundation on Linux names the class `HeadlessUIKit.UIImage` in the archive and finds it again by that name.
extension UIImage: NSSecureCoding {
    /// True: images decode with `NSKeyedUnarchiver`'s secure coding.
    public static var supportsSecureCoding: Bool { true }

    private enum Key {
        static let width = "UIImageWidth", height = "UIImageHeight", scale = "UIImageScale"
        static let name = "UIImageName", symbol = "UIImageIsSymbol", mode = "UIImageRenderingMode"
        static let data = "UIImageData"
    }

    /// Writes the size, scale, name, rendering mode and data (if any).
    public func encode(with coder: NSCoder) {
        coder.encode(Double(size.width), forKey: Key.width)
        coder.encode(Double(size.height), forKey: Key.height)
        coder.encode(Double(scale), forKey: Key.scale)
        if let name { coder.encode(name as NSString, forKey: Key.name) }
        coder.encode(isSymbolImage, forKey: Key.symbol)
        coder.encode(renderingMode.rawValue, forKey: Key.mode)
        if let data { coder.encode(data as NSData, forKey: Key.data) }
    }

    /// Reads an image written by `encode(with:)`.
    public convenience init?(coder: NSCoder) {
        let size = CGSize(width: coder.decodeDouble(forKey: Key.width), height: coder.decodeDouble(forKey: Key.height))
        let scale = coder.containsValue(forKey: Key.scale) ? coder.decodeDouble(forKey: Key.scale) : 1
        // Foundation on Linux treats decoding an absent key as a corrupt archive: look first.
        let name = coder.containsValue(forKey: Key.name) ? coder.decodeObject(of: NSString.self, forKey: Key.name).map { String($0) } : nil
        let mode = RenderingMode(rawValue: coder.decodeInteger(forKey: Key.mode)) ?? .automatic
        let data = coder.containsValue(forKey: Key.data) ? coder.decodeObject(of: NSData.self, forKey: Key.data).map { Data($0) } : nil
        self.init(size: size, scale: CGFloat(scale), name: name, isSymbolImage: coder.decodeBool(forKey: Key.symbol),
                  renderingMode: mode, data: data)
    }
}
