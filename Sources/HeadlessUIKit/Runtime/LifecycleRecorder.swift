import Foundation

/// Records every life-cycle callback HeadlessUIKit sends, in order, for any controller or view,
/// without subclassing.
///
/// ```swift
/// let recorder = LifecycleRecorder()
/// recorder.name(a, "A")
/// window.rootViewController = a
/// window.makeKeyAndVisible()
/// UIApplication.shared.runUntilIdle()
/// recorder.lines  // ["A.loadView()", "A.viewDidLoad()", "A.viewWillAppear(animated: false)", …]
/// ```
///
/// Callbacks are recorded where HeadlessUIKit sends them, so an override that skips `super` is
/// still seen. The container methods apps call themselves (`willMove(toParent:)`,
/// `didMove(toParent:)`) are recorded by UIViewController's own implementation, which UIKit
/// requires overrides to call.
@MainActor
public final class LifecycleRecorder {
    /// Which objects a recorder records.
    public enum Scope: Sendable {
        /// Every object HeadlessUIKit sends a callback to.
        case all
        /// Only objects given a name with `name(_:_:)`, including their events from before they were
        /// named (so `init` is there): everything is recorded, and unnamed objects are left out on reading.
        case named
    }

    /// What sort of object an event concerns.
    public enum Kind: Sendable, Equatable {
        /// A view controller callback.
        case controller
        /// A view callback (recorded only when the recorder includes views).
        case view
        /// An application or window event.
        case application
        /// A UIKit-style warning (rules 27, 51, 57…).
        case diagnostic
    }

    /// One argument of a recorded callback.
    public struct Argument: Sendable {
        /// The argument label (`animated`, `toParent`…), empty for an unlabelled one.
        public let label: String
        let value: Value

        enum Value: Sendable {
            case text(String)
            case object(id: Int?)   // nil id: the argument was nil
        }
    }

    /// One recorded callback.
    public struct Event: Sendable {
        /// What sort of object received the callback.
        public let kind: Kind
        /// The callback's name (`viewWillAppear`), or the message of a diagnostic.
        public let callback: String
        /// The callback's arguments, in order.
        public let arguments: [Argument]
        /// How many recorded callbacks were running when this one was sent (0 = sent from outside).
        public let depth: Int
        /// The virtual clock when the callback was sent.
        public let time: TimeInterval
        let subject: Int?
    }

    /// Every event recorded so far, in order (for `.named`, only named objects' events and diagnostics).
    public var events: [Event] {
        guard scope == .named else { return allEvents }
        return allEvents.filter { event in event.kind == .diagnostic || event.subject.map { names[$0] != nil } == true }
    }
    private var allEvents: [Event] = []
    /// Whether view callbacks (`willMove(toWindow:)`, `layoutSubviews`…) are recorded too.
    public let includesViews: Bool
    /// Which objects are recorded.
    public let scope: Scope

    private var isRecording = true
    private var identities: [ObjectIdentifier: (object: Weak<AnyObject>, id: Int)] = [:]
    private var names: [Int: String] = [:]
    private var typeCounts: [String: Int] = [:]
    private var nextID = 0

    /// Starts recording at once.
    public init(includingViews: Bool = false, scope: Scope = .all) {
        self.includesViews = includingViews
        self.scope = scope
        LifecycleRecorder.active.append(Weak(self))
    }

    /// Gives an object the name its events use (`B.viewWillAppear(animated: true)`).
    ///
    /// Unnamed objects are called by their type, then `Type#2`, `Type#3`… in order of first sight.
    public func name(_ object: AnyObject, _ name: String) {
        names[identity(of: object)] = name
    }

    /// The recorded callbacks as text, one per event, diagnostics included (prefixed `warning:`).
    public var lines: [String] { events.map(render) }

    /// The recorded callbacks of controllers only, as text.
    public var controllerLines: [String] { events.filter { $0.kind == .controller }.map(render) }

    /// The UIKit-style warnings logged while recording.
    public var diagnostics: [String] { events.filter { $0.kind == .diagnostic }.map(\.callback) }

    /// The events that concern `object`, as text.
    public func lines(for object: AnyObject) -> [String] {
        guard let entry = identities[ObjectIdentifier(object)], entry.object.value === object else { return [] }
        return allEvents.filter { $0.subject == entry.id }.map(render)
    }

    /// The text of one event: `B.viewWillAppear(animated: true)`.
    public func render(_ event: Event) -> String {
        if event.kind == .diagnostic { return "warning: \(event.callback)" }
        let subject = event.subject.map(displayName) ?? "?"
        let arguments = event.arguments.map { argument -> String in
            let value: String
            switch argument.value {
            case .text(let text): value = text
            case .object(let id): value = id.map(displayName) ?? "nil"
            }
            return argument.label.isEmpty ? value : "\(argument.label): \(value)"
        }
        return "\(subject).\(event.callback)(\(arguments.joined(separator: ", ")))"
    }

    /// The events as an indented timeline, nested callbacks under the one that sent them.
    public func timeline(colored: Bool = false) -> String {
        events.map { event in
            let indent = String(repeating: "  ", count: event.depth)
            let text = render(event)
            guard colored else { return indent + text }
            switch event.kind {
            case .diagnostic: return indent + "\u{1B}[33m\(text)\u{1B}[0m"
            case .view: return indent + "\u{1B}[2m\(text)\u{1B}[0m"
            case .application: return indent + "\u{1B}[36m\(text)\u{1B}[0m"
            case .controller:
                guard let dot = text.firstIndex(of: ".") else { return indent + text }
                return indent + "\u{1B}[1m\(text[..<dot])\u{1B}[0m" + text[dot...]
            }
        }.joined(separator: "\n")
    }

    /// Forgets the events recorded so far; names stay.
    public func clear() { allEvents.removeAll() }

    /// Stops recording; the events stay readable.
    public func stop() {
        isRecording = false
        LifecycleRecorder.active.removeAll { $0.value == nil || $0.value === self }
    }

    // MARK: Identity

    private func identity(of object: AnyObject) -> Int {
        let key = ObjectIdentifier(object)
        if let entry = identities[key], entry.object.value === object { return entry.id }
        nextID += 1
        identities[key] = (Weak(object), nextID)
        let typeName = String(describing: type(of: object))
        let count = (typeCounts[typeName] ?? 0) + 1
        typeCounts[typeName] = count
        defaultNames[nextID] = count == 1 ? typeName : "\(typeName)#\(count)"
        return nextID
    }

    private var defaultNames: [Int: String] = [:]

    private func displayName(_ id: Int) -> String { names[id] ?? defaultNames[id] ?? "?" }

    // MARK: Recording (internal)

    /// An argument as the sending code gives it.
    enum Arg {
        case bool(String, Bool)
        case object(String, AnyObject?)
        case text(String, String)
        case number(String, Double)
    }

    private static var active: [Weak<LifecycleRecorder>] = []
    private static var depth = 0

    /// True when some recorder is listening: callers skip building arguments otherwise.
    static var isActive: Bool { !active.isEmpty }

    /// Whether a released recorder still has an entry (for tests of the pruning).
    static var hasReleasedEntries: Bool { active.contains { $0.value == nil } }

    /// Records `callback` sent to `object`, then runs `body` with the depth raised, so callbacks
    /// sent from inside it nest under it in the timeline.
    @discardableResult
    static func send<T>(_ object: AnyObject, _ kind: Kind, _ callback: String, _ arguments: [Arg] = [], _ body: () -> T) -> T {
        guard !active.isEmpty else { return body() }
        record(object, kind, callback, arguments)
        depth += 1
        defer { depth -= 1 }
        return body()
    }

    /// Records a callback without running anything.
    static func record(_ object: AnyObject, _ kind: Kind, _ callback: String, _ arguments: [Arg] = []) {
        // A recorder released without stop() leaves an empty entry; drop it so `isActive` turns false.
        if active.contains(where: { $0.value == nil }) { active.removeAll { $0.value == nil } }
        for recorder in active.compactMap(\.value) where recorder.isRecording {
            if kind == .view && !recorder.includesViews { continue }
            recorder.append(object, kind, callback, arguments)
        }
    }

    static func recordDiagnostic(_ message: String) {
        for recorder in active.compactMap(\.value) where recorder.isRecording {
            recorder.allEvents.append(Event(kind: .diagnostic, callback: message, arguments: [], depth: depth,
                                         time: Scheduler.shared.now, subject: nil))
        }
    }

    private func append(_ object: AnyObject, _ kind: Kind, _ callback: String, _ arguments: [Arg]) {
        let converted = arguments.map { argument -> Argument in
            switch argument {
            case .bool(let label, let value): return Argument(label: label, value: .text(String(value)))
            case .text(let label, let value): return Argument(label: label, value: .text(value))
            case .number(let label, let value):
                let text = value == value.rounded() ? String(Int(value)) : String(value)
                return Argument(label: label, value: .text(text))
            case .object(let label, let value):
                return Argument(label: label, value: .object(id: value.map(identity(of:))))
            }
        }
        allEvents.append(Event(kind: kind, callback: callback, arguments: converted, depth: LifecycleRecorder.depth,
                            time: Scheduler.shared.now, subject: identity(of: object)))
    }
}
