import Foundation

extension IBDocument {
    /// Reads like `read(data:fileName:)`, but returns duplicate ids and connections to missing ids as `problems` instead of throwing (for linters).
    public static func readTolerating(data: Data, fileName: String) throws(IBReadError) -> (document: IBDocument, problems: [IBReadError]) {
        try DocumentBuilder.build(bytes: SourceBytes(data), fileName: fileName, tolerant: true)
    }

    /// Reads a string like `readTolerating(data:fileName:)`.
    public static func readTolerating(string: String, fileName: String = "<string>") throws(IBReadError) -> (document: IBDocument, problems: [IBReadError]) {
        try DocumentBuilder.build(bytes: SourceBytes(Array(string.utf8)), fileName: fileName, tolerant: true)
    }
}
