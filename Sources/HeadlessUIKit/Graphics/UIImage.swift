import Foundation

/// An image as a size, a scale and where it came from (headless: pixels are not decoded).
public final class UIImage: Hashable, Sendable, CustomStringConvertible {
    /// The size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The name it was loaded by, if any.
    public let name: String?
    /// Whether this is a system symbol (`UIImage(systemName:)`).
    public let isSymbolImage: Bool

    /// An image of a given size in points (for tests and placeholders).
    public init(size: CGSize, scale: CGFloat = 1, name: String? = nil) {
        self.size = size; self.scale = scale; self.name = name; self.isSymbolImage = false
    }

    private init(symbol: String) {
        size = CGSize(width: 20, height: 20); scale = 3; name = symbol; isSymbolImage = true
    }

    /// An image from a PNG or JPEG file in the main bundle (`name`, `name@2x`, `name@3x`); nil when absent.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil)
    }

    /// An image from a PNG or JPEG file in a bundle; nil when absent.
    ///
    /// Like UIKit, which caches named images, the size and scale of an image found are remembered per
    /// bundle path and name: later loads of that name do not read the file system again (a file changed
    /// afterwards is not seen, as in UIKit). A name not found is looked up again each time.
    public convenience init?(named name: String, in bundle: Bundle?) {
        let bundle = bundle ?? .main
        let cacheKey = NamedImageCache.Key(bundlePath: bundle.bundlePath, name: name)
        if let cached = NamedImageCache.lookup(cacheKey) {
            self.init(size: cached.size, scale: cached.scale, name: name)
            return
        }
        for (suffix, scale) in [("@3x", 3.0), ("@2x", 2.0), ("", 1.0)] {
            for ext in ["png", "jpg", "jpeg"] {
                if let url = bundle.url(forResource: name + suffix, withExtension: ext),
                   let data = try? Data(contentsOf: url),
                   let pixels = UIImage.pixelSize(of: data) {
                    let size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
                    NamedImageCache.store(cacheKey, size: size, scale: scale)
                    self.init(size: size, scale: scale, name: name)
                    return
                }
            }
        }
        return nil
    }

    /// An image from PNG or JPEG data; nil when the data is neither.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let pixels = UIImage.pixelSize(of: data) else { return nil }
        self.init(size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale)
    }

    /// A system symbol. Headless: any name gives a 20×20-point placeholder that remembers the name.
    public convenience init?(systemName: String) {
        guard !systemName.isEmpty else { return nil }
        self.init(symbol: systemName)
    }

    /// Reads the pixel size from a PNG or JPEG header.
    static func pixelSize(of data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(64 * 1024))
        func be16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
        if bytes.count >= 24, bytes[0] == 0x89, bytes[1] == 0x50, bytes[2] == 0x4E, bytes[3] == 0x47 {
            return CGSize(width: be32(16), height: be32(20))
        }
        if bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 {
            var i = 2
            while i + 9 < bytes.count {
                guard bytes[i] == 0xFF else { return nil }
                let marker = bytes[i + 1]
                let length = be16(i + 2)
                if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                    return CGSize(width: be16(i + 7), height: be16(i + 5))
                }
                i += 2 + length
            }
        }
        return nil
    }

    /// Identity: two images are equal when they are the same object.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// `<UIImage: 'name' {w, h}>`.
    public var description: String {
        "<UIImage: \(name.map { "'\($0)' " } ?? ""){\(Int(size.width)), \(Int(size.height))}>"
    }
}

/// The named images found so far (`UIImage(named:in:)`): size and scale by bundle path and name.
enum NamedImageCache {
    struct Key: Hashable {
        let bundlePath: String
        let name: String
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [Key: (size: CGSize, scale: CGFloat)] = [:]

    static func lookup(_ key: Key) -> (size: CGSize, scale: CGFloat)? {
        lock.lock(); defer { lock.unlock() }
        return entries[key]
    }

    static func store(_ key: Key, size: CGSize, scale: CGFloat) {
        lock.lock(); defer { lock.unlock() }
        entries[key] = (size, scale)
    }

    /// Forgets every image (for tests that rewrite image files).
    static func removeAll() {
        lock.lock(); defer { lock.unlock() }
        entries.removeAll()
    }
}
