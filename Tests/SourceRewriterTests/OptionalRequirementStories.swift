import Testing
@testable import SourceRewriter

@Suite("@objc protocols with optional requirements")
struct OptionalRequirementStories {
    static let protocolSource = """
    @objc protocol RatingDelegate: NSObjectProtocol {
        func ratingDidChange(_ rating: Int)
        @objc optional func ratingWillChange(_ rating: Int)
        @objc optional func title(for rating: Int) -> String
        @objc optional func subtitle(for rating: Int) -> String?
        @objc optional var accent: UIColor? { get }
    }
    """

    @Test("Optional methods become throwing requirements with defaults that throw, in an extension on the closing brace's line")
    func protocolRewritten() {
        // Given an @objc protocol with optional methods and an optional property of an optional type
        // When it is rewritten
        let result = SourceRewriter.rewrite(Self.protocolSource, fileName: "RatingDelegate.swift")
        let text = body(Self.protocolSource, file: "RatingDelegate.swift")

        // Then each optional method throws, the property keeps its type, and the defaults follow the brace
        #expect(text == """
        protocol RatingDelegate: NSObjectProtocol {
            func ratingDidChange(_ rating: Int)
            func ratingWillChange(_ rating: Int) throws
            func title(for rating: Int) throws -> String
            func subtitle(for rating: Int) throws -> String?
            var accent: UIColor? { get }
        }; extension RatingDelegate { func ratingWillChange(_ rating: Int) throws { throw _OptionalRequirementNotImplemented() }; \
        func title(for rating: Int) throws -> String { throw _OptionalRequirementNotImplemented() }; \
        func subtitle(for rating: Int) throws -> String? { throw _OptionalRequirementNotImplemented() }; \
        var accent: UIColor? { get { nil } } }; fileprivate struct _OptionalRequirementNotImplemented: Error {}
        """)
        #expect(lineCount(text) == lineCount(Self.protocolSource))
        #expect(result.failures.isEmpty)
    }

    @Test("An @objc protocol without a superclass bound becomes AnyObject-bound, so weak delegates stay valid")
    func classBound() {
        #expect(body("@objc protocol P {\n    func f()\n}\n") == "protocol P: AnyObject {\n    func f()\n}\n")
        #expect(body("@objc protocol Q: Base {}\n") == "protocol Q: Base, AnyObject {}\n")
        #expect(body("@objc public protocol R: class {}\n") == "public protocol R: class {}\n")
    }

    @Test("x?.f?(…) becomes try? x?.f(…), x.f!(…) becomes try! x.f(…), covering the rest of the chain")
    func callSites() {
        // Given calls of optional requirements this file does not declare (the protocol lives in another file)
        let source = """
        func update() {
            delegate?.ratingWillChange?(3)
            let title = delegate?.title?(for: 3).uppercased()
            let count = (dataSource.count!(in: 0)) + 1
            let label = delegate?.subtitle?(for: 1) ?? "none"
            if delegate?.ratingWillChange?(2) == nil { fallback() }
        }
        """

        // When the file is rewritten
        let text = body(source)

        // Then each call loses its mark and gains try? or try!, in parentheses inside a larger expression
        #expect(text == """
        func update() {
            try? delegate?.ratingWillChange(3)
            let title = (try? delegate?.title(for: 3).uppercased())
            let count = ((try! dataSource.count(in: 0))) + 1
            let label = (try? delegate?.subtitle(for: 1)) ?? "none"
            if (try? delegate?.ratingWillChange(2)) == nil { fallback() }
        }
        """)
    }

    @Test("A property of an optional type holding a closure is called as written; the context tells them apart across files")
    func closuresLeftAlone() {
        // Given a closure property in this file, one in another file, and a requirement of another file
        let source = """
        final class Cell: UITableViewCell {
            var onTap: (() -> Void)?
            func tap() { self.onTap?() }
            func forward() { other.onDelete?(self); delegate?.cellDidTap?(self) }
        }
        """
        let other = """
        final class Other { var onDelete: Handler? }
        @objc protocol CellDelegate { @objc optional func cellDidTap(_ cell: Cell) }
        """

        // When the file is rewritten with the other file as context
        let result = SourceRewriter.rewrite(source, fileName: "Cell.swift", context: .scanning([other]))

        // Then only the requirement's call is rewritten
        #expect(result.text.contains("func tap() { self.onTap?() }"))
        #expect(result.text.contains("func forward() { other.onDelete?(self); try? delegate?.cellDidTap(self) }"))
    }

    @Test("The context lists the optional requirements by name and labels, and the optional properties")
    func contextScanning() {
        let context = RewriteContext.scanning([Self.protocolSource, "class C { var handler: (() -> Void)?; let f = { } }"])
        #expect(context.optionalRequirements == ["ratingWillChange(_:)", "title(for:)", "subtitle(for:)", "accent"])
        #expect(context.optionalProperties == ["handler", "f"])
    }

    @Test("An optional property of a non-optional type becomes { get throws } with an error note: its reads need try?")
    func nonOptionalProperty() {
        let source = "@objc protocol P {\n    @objc optional var count: Int { get }\n}\n"
        let result = SourceRewriter.rewrite(source, fileName: "P.swift")
        #expect(body(source, file: "P.swift") == "protocol P: AnyObject {\n    var count: Int { get throws }\n}; extension P { var count: Int { get throws { throw _OptionalRequirementNotImplemented() } } }; fileprivate struct _OptionalRequirementNotImplemented: Error {}\n")
        #expect(result.failures.count == 1)
        #expect(result.failures.first?.line == 2)
    }

    @Test("Conformers compile as written: a protocol in the same file as a conformer and a caller")
    func wholeFile() {
        let source = """
        @objc protocol Pinging { @objc optional func ping() -> Int }
        final class Ponger: NSObject, Pinging { func ping() -> Int { 1 } }
        final class Silent: NSObject, Pinging {}
        func total(_ a: Pinging?) -> Int { a?.ping?() ?? 0 }
        """
        let text = body(source)
        #expect(text.contains("final class Ponger: NSObject, Pinging { func ping() -> Int { 1 } }"))
        #expect(text.contains("func total(_ a: Pinging?) -> Int { (try? a?.ping()) ?? 0 }"))
    }
}
