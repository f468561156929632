import Foundation

/// An image as a size, a scale and where it came from (headless: pixels are not decoded).
///
/// As in UIKit it is an `NSObject`: equal and hashable by identity, and archivable (`NSSecureCoding`,
/// in `UIImage+Coding.swift`).
public final class UIImage: NSObject, Sendable {
    /// The size in points.
    public let size: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The name it was loaded by, if any.
    public let name: String?
    /// Whether this is a system symbol (`UIImage(systemName:)`).
    public let isSymbolImage: Bool
    /// How the image is drawn: as it is, or as a template tinted with the tint colour.
    public let renderingMode: RenderingMode
    /// The PNG or JPEG data it was made from (`UIImage(data:)`), kept so that archiving keeps it.
    let data: Data?
    /// What the image draws when its pixels are not `data`: a recorded drawing (`UIGraphicsImageRenderer`) or
    /// a bitmap (issue 12).
    let content: DrawingImage?
    /// The file it was loaded from (`UIImage(named:)`), read when the image is drawn.
    let fileURL: URL?

    /// How an image is drawn (UIKit's raw values).
    public enum RenderingMode: Int, Sendable, Hashable {
        /// The context decides (template in bars and buttons' images, original elsewhere).
        case automatic = 0
        /// Always as it is, never tinted.
        case alwaysOriginal = 1
        /// Always as a template: its alpha channel tinted with the tint colour.
        case alwaysTemplate = 2
    }

    /// An image of a given size in points (for tests and placeholders).
    public convenience init(size: CGSize, scale: CGFloat = 1, name: String? = nil) {
        self.init(size: size, scale: scale, name: name, isSymbolImage: false, renderingMode: .automatic)
    }

    /// An empty image: no size, no name (UIKit's `UIImage()`).
    public override convenience init() {
        self.init(size: .zero, scale: 1, name: nil, isSymbolImage: false, renderingMode: .automatic)
    }

    init(size: CGSize, scale: CGFloat, name: String?, isSymbolImage: Bool, renderingMode: RenderingMode, data: Data? = nil,
         content: DrawingImage? = nil, fileURL: URL? = nil) {
        self.size = size; self.scale = scale; self.name = name
        self.isSymbolImage = isSymbolImage; self.renderingMode = renderingMode; self.data = data
        self.content = content; self.fileURL = fileURL
        super.init()
    }

    private convenience init(symbol: String) {
        self.init(size: CGSize(width: 20, height: 20), scale: 3, name: symbol, isSymbolImage: true, renderingMode: .automatic)
    }

    /// The same image drawn in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(size: size, scale: scale, name: name, isSymbolImage: isSymbolImage, renderingMode: renderingMode, data: data,
                content: content, fileURL: fileURL)
    }

    /// An image from the main bundle: its asset catalogs first, then a loose PNG or JPEG file
    /// (`name@3x`, `name@2x`, `name`); nil when absent.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// An image from a bundle: its asset catalogs first, then a loose PNG or JPEG file; nil when absent.
    public convenience init?(named name: String, in bundle: Bundle?) {
        self.init(named: name, in: bundle, compatibleWith: nil)
    }

    /// An image from a bundle for some traits; nil when absent.
    ///
    /// First the bundle's asset catalogs (`AssetCatalog.catalogs(in:)`): the image set's file for the
    /// traits' `displayScale` (else the screen's scale), else the nearest scale (the larger on a tie);
    /// the `iphone` idiom before `universal`; the dark variant when the traits are dark. Its size in
    /// points is the file's pixel size over that scale (a PDF or SVG: its own size, at the screen's
    /// scale), and `template-rendering-intent` gives `renderingMode`. Then loose files, as before.
    ///
    /// Like UIKit, which caches named images, the size and scale of a loose file found are remembered per
    /// bundle path and name: later loads of that name do not read the file system again (a file changed
    /// afterwards is not seen, as in UIKit). A name not found is looked up again each time. Catalogs are
    /// read once per bundle.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let bundle = bundle ?? .headlessMain
        if let found = UIImage.catalogImage(named: name, in: bundle, traits: traitCollection) {
            self.init(size: found.size, scale: found.scale, name: name, isSymbolImage: false, renderingMode: found.mode,
                      fileURL: found.url)
            return
        }
        let cacheKey = NamedImageCache.Key(bundlePath: bundle.bundlePath, name: name)
        if let cached = NamedImageCache.lookup(cacheKey) {
            self.init(size: cached.size, scale: cached.scale, name: name, isSymbolImage: false, renderingMode: .automatic,
                      fileURL: cached.url)
            return
        }
        for (suffix, scale) in [("@3x", 3.0), ("@2x", 2.0), ("", 1.0)] {
            for ext in ["png", "jpg", "jpeg"] {
                if let url = bundle.url(forResource: name + suffix, withExtension: ext),
                   let data = try? Data(contentsOf: url),
                   let pixels = UIImage.pixelSize(of: data) {
                    let size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
                    NamedImageCache.store(cacheKey, size: size, scale: scale, url: url)
                    self.init(size: size, scale: scale, name: name, isSymbolImage: false, renderingMode: .automatic, fileURL: url)
                    return
                }
            }
        }
        return nil
    }

    /// An image from PNG or JPEG data; nil when the data is neither.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let pixels = UIImage.pixelSize(of: data) else { return nil }
        self.init(size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale, name: nil,
                  isSymbolImage: false, renderingMode: .automatic, data: data)
    }

    /// A system symbol. Headless: any name gives a 20×20-point placeholder that remembers the name.
    public convenience init?(systemName: String) {
        guard !systemName.isEmpty else { return nil }
        self.init(symbol: systemName)
    }

    /// The screen's scale (`UIScreen.main.scale`), readable from any thread.
    static var currentScreenScale: CGFloat { ScreenScale.current }

    /// The size, scale and rendering mode of the catalog image named `name` for `traits`.
    static func catalogImage(named name: String, in bundle: Bundle, traits: UITraitCollection?)
        -> (size: CGSize, scale: CGFloat, mode: RenderingMode, url: URL)? {
        guard let set = AssetCatalog.imageSet(named: name, in: bundle) else { return nil }
        let target = traits.map(\.displayScale).flatMap { $0 > 0 ? $0 : nil } ?? currentScreenScale
        let idiom = traits?.userInterfaceIdiom == .pad ? "ipad" : "iphone"
        var candidates = set.images.filter { $0.idiom == idiom }
        if candidates.isEmpty { candidates = set.images.filter { $0.idiom == "universal" } }
        let dark = traits?.userInterfaceStyle == .dark
        let styled = candidates.filter { $0.isDark == dark }
        if !styled.isEmpty { candidates = styled }
        let chosen = candidates.first { $0.scale == target }
            ?? candidates.first { $0.scale == nil }
            ?? candidates.filter { $0.scale != nil }.min { a, b in
                let da = abs(a.scale! - target), db = abs(b.scale! - target)
                return da != db ? da < db : a.scale! > b.scale!
            }
        guard let image = chosen, let measured = AssetCatalogCache.size(of: image.url) else { return nil }
        let mode: RenderingMode = switch set.templateRenderingIntent {
        case "template": .alwaysTemplate
        case "original": .alwaysOriginal
        default: .automatic
        }
        let isVector = ["pdf", "svg"].contains(image.url.pathExtension.lowercased())
        if isVector { return (measured, target, mode, image.url) }
        let scale = image.scale ?? 1
        return (CGSize(width: measured.width / scale, height: measured.height / scale), scale, mode, image.url)
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

    // Equality and hashing are NSObject's: identity, as UIKit's `UIImage.isEqual(_:)`.

    /// `<UIImage: 'name' {w, h}>`.
    public override var description: String {
        "<UIImage: \(name.map { "'\($0)' " } ?? ""){\(Int(size.width)), \(Int(size.height))}>"
    }
}

/// `UIScreen.main.scale`, mirrored for image lookups off the main actor.
enum ScreenScale {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var value: CGFloat = 3

    static var current: CGFloat {
        get { lock.lock(); defer { lock.unlock() }; return value }
        set { lock.lock(); value = newValue; lock.unlock() }
    }
}

/// The named images found so far (`UIImage(named:in:)`): size and scale by bundle path and name.
enum NamedImageCache {
    struct Key: Hashable {
        let bundlePath: String
        let name: String
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [Key: (size: CGSize, scale: CGFloat, url: URL)] = [:]

    static func lookup(_ key: Key) -> (size: CGSize, scale: CGFloat, url: URL)? {
        lock.lock(); defer { lock.unlock() }
        return entries[key]
    }

    static func store(_ key: Key, size: CGSize, scale: CGFloat, url: URL) {
        lock.lock(); defer { lock.unlock() }
        entries[key] = (size, scale, url)
    }

    /// Forgets every image (for tests that rewrite image files).
    static func removeAll() {
        lock.lock(); defer { lock.unlock() }
        entries.removeAll()
    }
}
