import Foundation

// The encoders of a storyboard's nibs, reused from nib to nib (issue 14, eighth round).

extension SceneCompiler {
    /// An encoder for a nib (a spare one reset, else a new one that keeps its builder), with the kind cache moved in.
    mutating func makeEncoder(nibName: String) -> ViewEncoder {
        var encoder: ViewEncoder
        if var spare = spareEncoders.popLast() {
            spare.reset(nibName: nibName)
            encoder = spare
        } else {
            encoder = ViewEncoder(document: document, nibName: nibName)
            encoder.keepsBuilder = true
        }
        swap(&encoder.kinds, &kinds)
        return encoder
    }

    /// Takes the kind cache back from a finished encoder and keeps the encoder for the next nib (moved, not copied:
    /// a copy retained its document and every list, the point of keeping it).
    mutating func recycle(_ encoder: consuming ViewEncoder) {
        swap(&encoder.kinds, &kinds)
        spareEncoders.append(consume encoder)
    }

    /// Gives the spare encoders' builders back to the pool once the document is compiled.
    static func release(_ spares: inout [ViewEncoder]) {
        for index in spares.indices { NibBuilderPool.shared.recycle(&spares[index].builder) }
        spares = []
    }
}
