import CFreeType
import Foundation
import HeadlessUIKit

/// The fonts the renderer has: DejaVu faces opened with FreeType, their advances and rendered glyphs cached.
/// One lock guards everything (FreeType objects are not thread-safe); a missing font is a one-time warning on
/// stderr and text drawn as nothing, never a trap.
final class FontLibrary: @unchecked Sendable {
    /// The process's fonts.
    static let shared = FontLibrary()

    /// A face's vertical metrics in ems (positions: up from the baseline, as FreeType has them).
    struct Metrics {
        var ascender: Double
        var descender: Double
        var underlinePosition: Double
        var underlineThickness: Double
    }

    /// A glyph's 8-bit coverage as 0…1, placed relative to the pen (left, and top above the baseline).
    struct Glyph {
        var left: Int, top: Int, width: Int, height: Int
        var coverage: [Float]
    }

    /// An open face and what was learned of it.
    final class Face {
        let face: FT_Face
        let metrics: Metrics
        var advances: [Character: Double] = [:]
        var glyphs: [GlyphKey: Glyph?] = [:]
        var currentSize: Int = 0

        init(face: FT_Face) {
            self.face = face
            let em = Double(max(1, face.pointee.units_per_EM))
            metrics = Metrics(ascender: Double(face.pointee.ascender) / em, descender: Double(face.pointee.descender) / em,
                              underlinePosition: Double(face.pointee.underline_position) / em,
                              underlineThickness: Double(max(1, face.pointee.underline_thickness)) / em)
        }
    }

    /// A rendered glyph's identity: its character and its size in 1/64 pixel.
    struct GlyphKey: Hashable {
        var character: Character
        var size: Int
    }

    /// Where fonts are looked for: `HEADLESS_RENDERING_FONTS` (folders separated by colons), then the usual
    /// places of Debian, Fedora, Arch and Homebrew.
    static let searchFolders: [String] = {
        let custom = ProcessInfo.processInfo.environment["HEADLESS_RENDERING_FONTS"]?.split(separator: ":").map(String.init) ?? []
        return custom + ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu", "/usr/share/fonts/dejavu-sans-fonts",
                         "/usr/share/fonts/TTF", "/usr/local/share/fonts", "/opt/homebrew/share/fonts"]
    }()

    private let lock = NSLock()
    private var library: OpaquePointer?
    private var libraryFailed = false
    private var faces: [String: Face?] = [:]
    private var warned = false

    /// The face's metrics (nil: no font file for it).
    func metrics(_ choice: FontChoice) -> Metrics? {
        lock.withLock { face(choice)?.metrics }
    }

    /// Each character's advance in ems (nil: no font file).
    func advances(of characters: [Character], _ choice: FontChoice) -> [Double]? {
        lock.withLock {
            guard let face = face(choice) else { return nil }
            return characters.map { character in
                if let known = face.advances[character] { return known }
                var advance = 0.0
                if let scalar = character.unicodeScalars.first {
                    let index = FT_Get_Char_Index(face.face, FT_ULong(scalar.value))
                    if FT_Load_Glyph(face.face, index, Int32(1 /* FT_LOAD_NO_SCALE */)) == 0 {
                        advance = Double(face.face.pointee.glyph.pointee.advance.x) / Double(max(1, face.face.pointee.units_per_EM))
                    }
                }
                face.advances[character] = advance
                return advance
            }
        }
    }

    /// The characters' glyphs at `pixelSize` pixels an em (nil entries: nothing to draw).
    func glyphs(of characters: [Character], _ choice: FontChoice, pixelSize: Double) -> [Glyph?] {
        lock.withLock {
            guard let face = face(choice) else { return characters.map { _ in nil } }
            let size = max(1, Int((pixelSize * 64).rounded()))
            return characters.map { character in
                let key = GlyphKey(character: character, size: size)
                if let known = face.glyphs[key] { return known }
                let glyph = render(character, face: face, size: size)
                face.glyphs[key] = glyph
                return glyph
            }
        }
    }

    /// Renders one glyph with FreeType (unhinted, so that it sits where the unscaled advances put it).
    private func render(_ character: Character, face: Face, size: Int) -> Glyph? {
        guard let scalar = character.unicodeScalars.first, !character.isWhitespace else { return nil }
        if face.currentSize != size {
            guard FT_Set_Char_Size(face.face, 0, FT_F26Dot6(size), 72, 72) == 0 else { return nil }
            face.currentSize = size
        }
        let index = FT_Get_Char_Index(face.face, FT_ULong(scalar.value))
        guard FT_Load_Glyph(face.face, index, Int32(2 | 4) /* FT_LOAD_NO_HINTING | FT_LOAD_RENDER */) == 0 else { return nil }
        let slot = face.face.pointee.glyph.pointee
        let bitmap = slot.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard width > 0, height > 0, let buffer = bitmap.buffer, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) else { return nil }
        var coverage = [Float](repeating: 0, count: width * height)
        for row in 0..<height {
            let line = pitch >= 0 ? buffer + row * pitch : buffer + (height - 1 - row) * -pitch
            for column in 0..<width { coverage[row * width + column] = Float(line[column]) / 255 }
        }
        return Glyph(left: Int(slot.bitmap_left), top: Int(slot.bitmap_top), width: width, height: height, coverage: coverage)
    }

    /// The open face for a choice: its own file, else the family's regular, else DejaVu Sans. Call with the
    /// lock held.
    private func face(_ choice: FontChoice) -> Face? {
        let stem = choice.fileStem
        if let known = faces[stem] { return known }
        let family = String(stem.prefix { $0 != "-" })
        var opened: Face?
        for candidate in [stem, family, "DejaVuSans"] {
            if let face = open(candidate) { opened = face; break }
        }
        if opened == nil, !warned {
            warned = true
            FileHandle.standardError.write(Data(("HeadlessRendering: no DejaVu font found (looked for \(stem).ttf in "
                + Self.searchFolders.joined(separator: ", ") + "); text is not drawn. Install fonts-dejavu-core.\n").utf8))
        }
        faces[stem] = opened
        return opened
    }

    /// Opens `<stem>.ttf` from the first folder that has it.
    private func open(_ stem: String) -> Face? {
        if library == nil, !libraryFailed {
            var created: OpaquePointer?
            if FT_Init_FreeType(&created) == 0 { library = created } else { libraryFailed = true }
        }
        guard let library else { return nil }
        for folder in Self.searchFolders {
            let path = folder + "/" + stem + ".ttf"
            guard FileManager.default.fileExists(atPath: path) else { continue }
            var face: FT_Face?
            if FT_New_Face(library, path, 0, &face) == 0, let face { return Face(face: face) }
        }
        return nil
    }
}
