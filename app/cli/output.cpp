// SPDX-License-Identifier: GPL-3.0-or-later
#include "output.h"

#include "clitr.h"

#include <QTextStream>

#include <cstdio>

Output::Output()
{
    // Unbuffered: each write reaches the system at once, so its failure is seen where it happens, not at
    // a flush after the loop that made the output.
    if (!m_file.open(stdout, QIODevice::WriteOnly | QIODevice::Unbuffered))
        fail();
}

bool Output::write(QByteArrayView bytes)
{
    if (m_failed)
        return false;
    if (bytes.isEmpty())
        return true;
    if (m_file.write(bytes.data(), bytes.size()) != bytes.size() || !m_file.flush())
        fail();
    return !m_failed;
}

int Output::writeWhole(QByteArrayView bytes)
{
    return Output().write(bytes) ? 0 : WriteFailedStatus;
}

void Output::fail()
{
    m_failed = true;
    QTextStream(stderr) << "scorecheck-cli: "
                        << Cli::tr("cannot write to standard output: %1").arg(m_file.errorString()) << '\n';
}
