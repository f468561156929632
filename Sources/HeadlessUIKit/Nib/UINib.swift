import Foundation
import InterfaceBuilder

/// A nib read once and instantiated many times: each `instantiate(withOwner:options:)` makes a new
/// set of objects.
///
/// Compiled nibs (NIBArchive, from Xcode's ibtool or `headless compile`) load as they are; a `.xib`
/// source is compiled on first use and the result cached (HeadlessUIKit's addition: UIKit reads only
/// compiled nibs).
@MainActor
open class UINib {
    /// Keys of the options dictionary `instantiate(withOwner:options:)` takes.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `[String: Any]` that replaces the nib's external-object placeholders, by identifier.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// Where the archive comes from.
    enum Source {
        case file(URL)
        case data(Data)
    }

    let source: Source
    /// The bundle resources (images, nested nibs) come from.
    let bundle: Bundle
    /// The name used in messages (`ProfileView.xib`, `Main.storyboard (BYZ-38-t0r)`).
    let displayName: String
    /// Archive object index → XML object id, when this nib was compiled from source here.
    var objectIDs: [Int: String] = [:]

    /// The decoded archive and what is computed once from it (`NibRuntimeIndex`), after the first use.
    private var loaded: Result<NibRuntimeIndex, UIKitException>?

    /// The nib named `name` in `bundle` (nil: the main bundle): `name.nib` (a file or a folder), else
    /// `name.xib`, in `Base.lproj`, the preferred localizations' folders, then the bundle's root, with
    /// `~iphone` variants first. Nothing is read until the first instantiation.
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        let bundle = bundleOrNil ?? .headlessMain
        if let match = try? NibSearch.find(nibName: name, typeName: "", bundle: bundle) {
            self.init(source: .file(match.url), bundle: bundle, displayName: match.url.lastPathComponent)
        } else {
            self.init(source: .file(URL(fileURLWithPath: "/nonexistent/\(name).nib")), bundle: bundle, displayName: name)
            loaded = .failure(.internalInconsistency(
                "Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name '\(name)'"))
        }
    }

    /// A nib from archived bytes (a compiled nib; HeadlessUIKit also accepts `.xib` XML).
    public convenience init(data: Data, bundle bundleOrNil: Bundle?) {
        self.init(source: .data(data), bundle: bundleOrNil ?? .headlessMain, displayName: "nib data")
    }

    /// The nib at a path: a compiled `.nib` (file or folder) or a `.xib` source (HeadlessUIKit's
    /// addition, for tools); resources come from the folder that holds it (the folder above a `.lproj`
    /// folder). Nothing is read yet.
    public static func load(contentsOf url: URL) -> UINib {
        let bundle = Bundle(path: ResourceFolder.bundleFolder(holding: url).path) ?? .headlessMain
        return cached(url: url, bundle: bundle)
    }

    init(source: Source, bundle: Bundle, displayName: String) {
        self.source = source
        self.bundle = bundle
        self.displayName = displayName
    }

    /// A nib whose archive was already decoded (a storyboard's scene, a nested prototype nib).
    convenience init(graph: NibObjectGraph, bundle: Bundle, displayName: String, objectIDs: [Int: String] = [:]) {
        self.init(index: NibRuntimeIndex(graph), bundle: bundle, displayName: displayName, objectIDs: objectIDs)
    }

    /// A nib whose archive was already decoded and indexed (a storyboard keeps one index per nib).
    init(index: NibRuntimeIndex, bundle: Bundle, displayName: String, objectIDs: [Int: String] = [:]) {
        self.source = .data(Data())
        self.bundle = bundle
        self.displayName = displayName
        self.objectIDs = objectIDs
        self.loaded = .success(index)
    }

    /// A nested nib (a prototype cell) inside `outer`.
    convenience init(nested data: Data, in outer: UINib) {
        self.init(source: .data(data), bundle: outer.bundle, displayName: "\(outer.displayName) (prototype)")
    }

    /// Makes the nib's objects, connects them and sends `awakeFromNib` (rule 26), and returns the
    /// top-level objects (File's Owner and First Responder left out). A connection to File's Owner
    /// is skipped when `ownerOrNil` is nil. Stops with UIKit's message on a broken nib; see
    /// `instantiateOrThrow(withOwner:options:)`.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        do {
            return try instantiateOrThrow(withOwner: ownerOrNil, options: optionsOrNil)
        } catch {
            error.raise()
        }
    }

    /// `instantiate(withOwner:options:)`, throwing instead of stopping: an unreadable file, an outlet
    /// the object lacks (rule 27), an action its target lacks.
    public func instantiateOrThrow(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) throws(UIKitException) -> [Any] {
        let index = try runtimeIndex()
        let externals = (optionsOrNil?[.externalObjects] as? [String: Any]) ?? [:]
        let session = NibInstantiation(nib: self, index: index, owner: ownerOrNil.map(anyObject), externalObjects: externals)
        return try session.run()
    }

    /// The decoded archive, read (and compiled, for a source) on first use.
    func graph() throws(UIKitException) -> NibObjectGraph { try runtimeIndex().graph }

    /// The decoded archive with what is computed once per nib, read (and compiled, for a source) on first use.
    func runtimeIndex() throws(UIKitException) -> NibRuntimeIndex {
        if let loaded { return try loaded.get() }
        let result: Result<NibRuntimeIndex, UIKitException>
        do {
            let data: Data
            switch source {
            case .file(let url): data = try NibFiles.archiveData(at: url)
            case .data(let bytes): data = bytes
            }
            let (graph, ids) = try NibFiles.graph(from: data, fileName: displayName)
            objectIDs = ids
            result = .success(NibRuntimeIndex(graph))
        } catch let error as UIKitException {
            result = .failure(error)
        } catch {
            result = .failure(.internalInconsistency("Could not load NIB '\(displayName)': \(error)"))
        }
        loaded = result
        return try result.get()
    }

    /// The XML id of an archived object, when known.
    func objectID(_ index: Int) -> String? { objectIDs[index] }
}

/// Reading nib files: compiled archives, folders and sources.
@MainActor
enum NibFiles {
    /// Compiled sources, by path: a `.xib` is compiled once per process.
    private static var compiledSources: [String: (data: Data, ids: [Int: String])] = [:]

    /// The archive bytes at `url`: a `.nib` file or folder (`NibArchive.compiledNibData(at:)`), or a
    /// `.xib` (its XML, compiled by `graph(from:fileName:)`).
    static func archiveData(at url: URL) throws -> Data {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw UIKitException.internalInconsistency("Could not load NIB: no file at '\(url.path)'")
        }
        do {
            return try NibArchive.compiledNibData(at: url)
        } catch {
            throw UIKitException.internalInconsistency("Could not load NIB '\(url.lastPathComponent)': \(error.localizedDescription)")
        }
    }

    /// Decodes archive bytes; XML (`<?xml`, `<document`) is compiled as a xib first.
    static func graph(from data: Data, fileName: String) throws -> (NibObjectGraph, [Int: String]) {
        if data.starts(with: NibArchive.magic) {
            do {
                return (try NibObjectGraph(data: data), [:])
            } catch {
                throw UIKitException.internalInconsistency("Could not load NIB '\(fileName)': \(error)")
            }
        }
        let key = fileName + "#\(data.count)#\(data.hashValue)"
        if let cached = compiledSources[key] {
            return (try NibObjectGraph(data: cached.data), cached.ids)
        }
        let document: IBDocument
        do {
            document = try IBDocument.read(data: data, fileName: fileName)
        } catch {
            throw UIKitException.internalInconsistency("Could not load NIB '\(fileName)': \(error)")
        }
        guard document.kind != .storyboard else {
            throw UIKitException.invalidArgument("'\(fileName)' is a storyboard, not a nib: load it with UIStoryboard(name:bundle:).")
        }
        let compiled: CompiledNib
        do {
            compiled = try NibCompiler.compileWithObjectIDs(document)
        } catch {
            throw UIKitException.internalInconsistency("Could not compile '\(fileName)': \(error)")
        }
        compiledSources[key] = (compiled.archive.data(), compiled.objectIDs)
        return (NibObjectGraph(compiled.archive), compiled.objectIDs)
    }
}

extension Bundle {
    /// Loads the nib `name` from this bundle with `owner` as File's Owner and returns its top-level
    /// objects (rule 26); UIKit's `loadNibNamed(_:owner:options:)`.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib.cached(named: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}

extension UINib {
    private static var cache: [String: UINib] = [:]

    /// One `UINib` per bundle and name, so a nib file is read once however often it loads.
    static func cached(named name: String, bundle: Bundle) -> UINib {
        let key = bundle.bundlePath + "|" + name
        if let nib = cache[key] { return nib }
        let nib = UINib(nibName: name, bundle: bundle)
        cache[key] = nib
        return nib
    }

    /// The cached nib for a file found by the nib search.
    static func cached(url: URL, bundle: Bundle) -> UINib {
        let key = url.path
        if let nib = cache[key] { return nib }
        let nib = UINib(source: .file(url), bundle: bundle, displayName: url.lastPathComponent)
        cache[key] = nib
        return nib
    }
}
