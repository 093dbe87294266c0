// The help and the manual page, made from the table.

extension CommandLineParser {
    /// The help: an overview (`abstract`, then `discussion`), the usage line and every option that is not hidden,
    /// each wrapped so that no line reaches `columns` characters (a character in a terminal's last column may wrap).
    ///
    /// An option's line starts with two spaces and its label (`--size <WxH>`); its help starts in column 26, on the
    /// same line when the label leaves room and on the next one otherwise, and goes on in column 26.
    ///
    /// Edge cases: a word longer than a line stands alone on its line, unbroken; `columns` below 40 is taken as 40.
    public func helpMessage(commandName: String, abstract: String, discussion: String, columns: Int) -> String {
        let width = max(columns, 40) - 1
        let helpColumn = 26
        var lines = ["OVERVIEW: \(abstract)", ""]
        lines += Self.wrap(discussion, width: width)
        lines += ["", "USAGE: \(commandName) <options>", "", "OPTIONS:"]
        let indent = String(repeating: " ", count: helpColumn)
        for (label, help) in listedRows {
            var helpLines = Self.wrap(help, width: width - helpColumn)
            if label.count + 3 <= helpColumn {
                let first = helpLines.isEmpty ? "" : helpLines.removeFirst()
                lines.append("  " + label + String(repeating: " ", count: helpColumn - 2 - label.count) + first)
            } else {
                lines.append("  " + label)
            }
            lines += helpLines.map { indent + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The options the help and the manual page list, as (label, help): the table's visible rows, then the help's
    /// and the version's own.
    var listedRows: [(label: String, help: String)] {
        let helpLabel = Self.helpNames.prefix(2).joined(separator: ", ")
        return options.filter { !$0.isHidden }.map { ($0.label, $0.help()) } + [
            (helpLabel, "Show help information."), (Self.versionName, "Show the version."),
        ]
    }

    /// The manual page (roff, section 1): the name and `abstract`, the synopsis, `discussion`, every option the help
    /// lists with its help, and `sections` (a title and its paragraphs each, such as the exit status) after them.
    ///
    /// Edge cases: backslashes, and a period or an apostrophe at the start of a line, are escaped so that no text
    /// becomes a roff request; hyphens in option names are written `\-` (the minus sign `man` searches for).
    public func manPage(
        commandName: String, version: String, abstract: String, discussion: String,
        sections: [(title: String, paragraphs: [String])]
    ) -> String {
        var lines = [
            ".TH \(Self.roffName(commandName.uppercased())) 1 \"\" \"\(Self.roffText(commandName)) \(version)\"",
            ".SH NAME", "\(Self.roffName(commandName)) \\- \(Self.roffText(abstract))",
            ".SH SYNOPSIS", ".B \(Self.roffName(commandName))", ".RI [ options ]",
            ".SH DESCRIPTION", Self.roffText(discussion), ".SH OPTIONS",
        ]
        for (label, help) in listedRows {
            lines += [".TP", ".B \(Self.roffName(label))", Self.roffText(help)]
        }
        for section in sections {
            lines.append(".SH \(Self.roffText(section.title.uppercased()))")
            for (index, paragraph) in section.paragraphs.enumerated() {
                if index > 0 { lines.append(".PP") }
                lines.append(Self.roffText(paragraph))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as one line of roff text: a backslash written `\e`, a leading period or apostrophe guarded with `\&`.
    static func roffText(_ text: String) -> String {
        let escaped = text.split(separator: "\\", omittingEmptySubsequences: false).joined(separator: "\\e")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    /// An option's label or a command's name in roff: as ``roffText(_:)``, with hyphens as minus signs.
    static func roffName(_ text: String) -> String {
        roffText(text).split(separator: "-", omittingEmptySubsequences: false).joined(separator: "\\-")
    }

    /// `text` in lines of at most `width` characters, broken at spaces.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
