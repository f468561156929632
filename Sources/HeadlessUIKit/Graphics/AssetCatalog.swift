import Foundation

/// An asset catalog (an `.xcassets` folder), read from its `Contents.json` files as actool would:
/// image sets and colour sets by name, namespaced folders giving `Folder/Name`; app icons, launch
/// images and other asset kinds are ignored. Reading never traps: a `Contents.json` that cannot be
/// read is skipped and named in `warnings`.
public struct AssetCatalog: Sendable {
    /// One image of an image set: its file and what it is for.
    public struct Image: Sendable, Equatable {
        /// The image file (PNG, JPEG, PDF or SVG).
        public let url: URL
        /// The scale the file is drawn for (`"2x"` → 2); nil for a single-scale or vector image.
        public let scale: CGFloat?
        /// The device it is for (`universal`, `iphone`, `ipad`…).
        public let idiom: String
        /// Whether it is the dark-appearance variant (`appearances` luminosity `dark`).
        public let isDark: Bool
    }

    /// An image set (`name.imageset`).
    public struct ImageSet: Sendable, Equatable {
        /// The name it is looked up by (`Folder/name` inside a namespaced folder).
        public let name: String
        /// Its images that have a file.
        public let images: [Image]
        /// `properties.template-rendering-intent`: `template`, `original`, or nil (default).
        public let templateRenderingIntent: String?
    }

    /// A colour set (`name.colorset`): the colour for any appearance and a dark variant.
    public struct ColorSet: Sendable, Equatable {
        /// The name it is looked up by.
        public let name: String
        /// The colour for the default (any or light) appearance, as extended sRGB red, green, blue, alpha.
        public let any: [CGFloat]?
        /// The colour for the dark appearance, if the set has one.
        public let dark: [CGFloat]?
    }

    /// The `.xcassets` folder.
    public let url: URL
    /// The image sets by name.
    public let imageSets: [String: ImageSet]
    /// The colour sets by name.
    public let colorSets: [String: ColorSet]
    /// One line per `Contents.json` skipped, naming the file.
    public let warnings: [String]

    /// Reads the catalog at `url` (an `.xcassets` folder); a missing folder gives an empty catalog.
    public init(url: URL) {
        var reader = Reader()
        reader.readGroup(url, namespace: "")
        self.url = url
        imageSets = reader.images
        colorSets = reader.colors
        warnings = reader.warnings
    }

    /// The catalogs a bundle holds: every `*.xcassets` folder in its root, its resource folder or
    /// `Resources/`, in path order. Read once per bundle path, then cached.
    public static func catalogs(in bundle: Bundle) -> [AssetCatalog] {
        AssetCatalogCache.catalogs(in: bundle)
    }

    /// The image set named `name` in any of `bundle`'s catalogs (the first catalog that has it).
    public static func imageSet(named name: String, in bundle: Bundle) -> ImageSet? {
        for catalog in catalogs(in: bundle) { if let set = catalog.imageSets[name] { return set } }
        return nil
    }

    /// The colour set named `name` in any of `bundle`'s catalogs.
    public static func colorSet(named name: String, in bundle: Bundle) -> ColorSet? {
        for catalog in catalogs(in: bundle) { if let set = catalog.colorSets[name] { return set } }
        return nil
    }
}

// MARK: - Reading

private struct Contents: Decodable {
    struct Entry: Decodable {
        var filename: String?
        var scale: String?
        var idiom: String?
        var appearances: [Appearance]?
        var color: Color?
    }
    struct Appearance: Decodable {
        var appearance: String?
        var value: String?
    }
    struct Color: Decodable {
        var colorSpace: String?
        var components: [String: Component]?
        enum CodingKeys: String, CodingKey {
            case colorSpace = "color-space"
            case components
        }
    }
    struct Properties: Decodable {
        var providesNamespace: Bool?
        var templateRenderingIntent: String?
        enum CodingKeys: String, CodingKey {
            case providesNamespace = "provides-namespace"
            case templateRenderingIntent = "template-rendering-intent"
        }
    }
    var images: [Entry]?
    var colors: [Entry]?
    var properties: Properties?
}

/// A colour component as Xcode writes it: a decimal string (`"0.500"`), an 8-bit integer string
/// (`"128"`), a hex string (`"0x80"`), or a bare JSON number.
private enum Component: Decodable {
    case decimal(Double)
    case byte(Double)

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            self = .decimal(number)
            return
        }
        let text = try container.decode(String.self).trimmingCharacters(in: .whitespaces)
        if text.lowercased().hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) {
            self = .byte(Double(value))
        } else if text.contains("."), let value = Double(text) {
            self = .decimal(value)
        } else if let value = Int(text) {
            self = .byte(Double(value))
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a colour component: \(text)")
        }
    }

    /// The value 0…1: bytes over 255.
    var unit: CGFloat {
        switch self {
        case .decimal(let v): return CGFloat(v)
        case .byte(let v): return CGFloat(v / 255)
        }
    }

    /// Alpha: a plain number is already 0…1 (Xcode writes `"1"` or `"1.000"`), hex is a byte.
    var alpha: CGFloat {
        switch self {
        case .decimal(let v): return CGFloat(v)
        case .byte(let v): return v > 1 ? CGFloat(v / 255) : CGFloat(v)
        }
    }
}

private struct Reader {
    var images: [String: AssetCatalog.ImageSet] = [:]
    var colors: [String: AssetCatalog.ColorSet] = [:]
    var warnings: [String] = []

    /// Kinds of asset that are not images or colours to look up by name: skipped.
    static let ignored: Set<String> = [
        "appiconset", "launchimage", "brandassets", "imagestack", "imagestacklayer", "textureset",
        "cubetextureset", "mipmapset", "complicationset", "sticker", "stickerpack", "stickersequence",
        "iconset", "solidimagestack", "arresourcegroup", "arobject", "spriteatlas", "gcdashboardimage",
        "gcleaderboard", "gcleaderboardset", "dataset", "symbolset", "appicon", "icon",
    ]

    mutating func contents(of folder: URL, required: Bool) -> Contents? {
        let file = folder.appendingPathComponent("Contents.json")
        guard let data = try? Data(contentsOf: file) else {
            if required { warnings.append("Asset catalog: \(file.path) could not be read; skipped.") }
            return nil
        }
        do {
            return try JSONDecoder().decode(Contents.self, from: data)
        } catch {
            warnings.append("Asset catalog: \(file.path) is not a valid Contents.json; skipped (\(error)).")
            return nil
        }
    }

    mutating func readGroup(_ folder: URL, namespace: String) {
        let children = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for child in children {
            let url = folder.appendingPathComponent(child)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let ext = url.pathExtension.lowercased()
            let base = url.deletingPathExtension().lastPathComponent
            switch ext {
            case "imageset":
                guard let contents = contents(of: url, required: true) else { continue }
                readImageSet(url, contents, name: namespace + base)
            case "colorset":
                guard let contents = contents(of: url, required: true) else { continue }
                readColorSet(contents, name: namespace + base)
            case _ where Self.ignored.contains(ext):
                continue
            default:
                let contents = contents(of: url, required: false)
                let namespaced = contents?.properties?.providesNamespace ?? false
                readGroup(url, namespace: namespaced ? namespace + child + "/" : namespace)
            }
        }
    }

    mutating func readImageSet(_ folder: URL, _ contents: Contents, name: String) {
        guard images[name] == nil else { return }
        let entries: [AssetCatalog.Image] = (contents.images ?? []).compactMap { entry in
            guard let filename = entry.filename else { return nil }
            let scale = entry.scale.flatMap { Double($0.lowercased().replacingOccurrences(of: "x", with: "")) }.map { CGFloat($0) }
            return AssetCatalog.Image(url: folder.appendingPathComponent(filename), scale: scale,
                                      idiom: entry.idiom ?? "universal", isDark: Self.isDark(entry.appearances))
        }
        images[name] = AssetCatalog.ImageSet(name: name, images: entries,
                                             templateRenderingIntent: contents.properties?.templateRenderingIntent)
    }

    mutating func readColorSet(_ contents: Contents, name: String) {
        guard colors[name] == nil else { return }
        var any: [CGFloat]?, dark: [CGFloat]?
        let entries = (contents.colors ?? []).filter { ["universal", "iphone", nil].contains($0.idiom) }
        for entry in entries {
            // Other appearances (high contrast) are not told apart here.
            if let appearances = entry.appearances, appearances.contains(where: { $0.appearance != "luminosity" }) { continue }
            guard let components = Self.components(entry.color) else { continue }
            if Self.isDark(entry.appearances) {
                if dark == nil { dark = components }
            } else if entry.appearances == nil || any == nil {
                any = components
            }
        }
        colors[name] = AssetCatalog.ColorSet(name: name, any: any ?? dark, dark: dark)
    }

    static func isDark(_ appearances: [Contents.Appearance]?) -> Bool {
        appearances?.contains { $0.appearance == "luminosity" && $0.value == "dark" } ?? false
    }

    /// Red, green, blue, alpha from `color.components`: sRGB, extended sRGB and Display P3 (kept
    /// unconverted, as `UIColor(displayP3Red:…)` keeps them), or a grey (`white`).
    static func components(_ color: Contents.Color?) -> [CGFloat]? {
        guard let c = color?.components else { return nil }
        let alpha = c["alpha"]?.alpha ?? 1
        if let white = c["white"] { return [white.unit, white.unit, white.unit, alpha] }
        guard let r = c["red"], let g = c["green"], let b = c["blue"] else { return nil }
        return [r.unit, g.unit, b.unit, alpha]
    }
}

// MARK: - Cache

/// The catalogs read so far, by bundle path, and the pixel sizes of image files read.
enum AssetCatalogCache {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var byBundle: [String: [AssetCatalog]] = [:]
    nonisolated(unsafe) private static var pixelSizes: [URL: CGSize] = [:]

    static func catalogs(in bundle: Bundle) -> [AssetCatalog] {
        lock.lock()
        if let cached = byBundle[bundle.bundlePath] { lock.unlock(); return cached }
        lock.unlock()
        let catalogs = catalogFolders(in: bundle).map(AssetCatalog.init(url:))
        lock.lock()
        byBundle[bundle.bundlePath] = catalogs
        lock.unlock()
        let warnings = catalogs.flatMap(\.warnings)
        if !warnings.isEmpty { warn(warnings) }
        return catalogs
    }

    /// Every `*.xcassets` folder in the bundle's root, resource folder and `Resources/`.
    static func catalogFolders(in bundle: Bundle) -> [URL] {
        var roots = [bundle.bundleURL, bundle.bundleURL.appendingPathComponent("Resources")]
        if let resources = bundle.resourceURL { roots.append(resources) }
        var seen = Set<String>(), result: [URL] = []
        for root in roots {
            let children = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
            for child in children where child.lowercased().hasSuffix(".xcassets") {
                let url = root.appendingPathComponent(child).standardizedFileURL
                if seen.insert(url.path).inserted { result.append(url) }
            }
        }
        return result
    }

    /// The pixel size of an image file (PNG or JPEG header), or the point size of a vector file
    /// (PDF `MediaBox`, SVG `width`/`height` or `viewBox`); remembered per file.
    static func size(of url: URL) -> CGSize? {
        lock.lock()
        if let cached = pixelSizes[url] { lock.unlock(); return cached }
        lock.unlock()
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 64 * 1024) else { return nil }
        let size: CGSize?
        switch url.pathExtension.lowercased() {
        case "pdf": size = pdfSize(data)
        case "svg": size = svgSize(data)
        default: size = UIImage.pixelSize(of: data)
        }
        if let size {
            lock.lock(); pixelSizes[url] = size; lock.unlock()
        }
        return size
    }

    static func pdfSize(_ data: Data) -> CGSize? {
        let text = String(decoding: data, as: UTF8.self)
        guard let range = text.range(of: "/MediaBox") else { return nil }
        let rest = text[range.upperBound...].drop { $0 == " " || $0 == "[" || $0 == "\n" || $0 == "\r" }
        let numbers = rest.prefix { $0 != "]" }.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" })
            .compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return CGSize(width: numbers[2] - numbers[0], height: numbers[3] - numbers[1])
    }

    static func svgSize(_ data: Data) -> CGSize? {
        let text = String(decoding: data, as: UTF8.self)
        guard let start = text.range(of: "<svg") else { return nil }
        let tag = text[start.upperBound...].prefix { $0 != ">" }
        func attribute(_ name: String) -> String? {
            guard let r = tag.range(of: " \(name)=\"") ?? tag.range(of: "\n\(name)=\"") else { return nil }
            return String(tag[r.upperBound...].prefix { $0 != "\"" })
        }
        func number(_ s: String?) -> Double? {
            s.flatMap { Double($0.trimmingCharacters(in: CharacterSet(charactersIn: "0123456789.").inverted)) }
        }
        if let w = number(attribute("width")), let h = number(attribute("height")) { return CGSize(width: w, height: h) }
        let box = (attribute("viewBox") ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        return box.count == 4 ? CGSize(width: box[2], height: box[3]) : nil
    }

    /// Forgets every catalog (for tests that rewrite catalogs).
    static func removeAll() {
        lock.lock(); defer { lock.unlock() }
        byBundle.removeAll()
        pixelSizes.removeAll()
    }

    /// Logs on the main actor: at once on the main thread, else as soon as the main actor is free
    /// (lookups are not isolated to it, as UIKit's are thread-safe).
    private static func warn(_ warnings: [String]) {
        if Thread.isMainThread {
            MainActor.assumeIsolated { for w in warnings { Diagnostics.warning(w) } }
        } else {
            Task { @MainActor in for w in warnings { Diagnostics.warning(w) } }
        }
    }
}
