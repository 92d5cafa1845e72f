// A command-line parser (miniXyce's parse_command_line) fills a std::string, a
// count and a std::vector<double>: each process keeps its own share of the
// initial values (`for (j = pid; ...) init.push_back(...)`, rank-dependent), the
// name and the count are the same everywhere. The first process then prints the
// name (`std::cout << name` reads it). std::vector's growth rethrows in a
// catch (...) and the pushes sit under a rank-dependent loop whose unwind paths
// destroy the parser's local strings.
// Correct: the loop of Allreduce is bounded by the parsed count, the same on
// every process, whatever each process keeps of the initial values.
#include <mpi.h>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

static void parse(int argc, char **argv, std::string &name, int &steps,
                  std::vector<double> &init, int pid)
{
    int i = 1;
    while (i < argc) {
        std::string arg = argv[i];
        i++;
        if (arg == "-c" && i < argc) {
            name = argv[i];
            i++;
        }
        if (arg == "-n" && i < argc) {
            steps = std::atoi(argv[i]);
            i++;
        }
        if (arg == "-i") {
            std::vector<std::string> vals;
            while (i < argc && argv[i][0] != '-') {
                vals.push_back(argv[i]);
                i++;
            }
            for (int j = pid; j < (int)vals.size(); j++)
                init.push_back(std::atof(vals[j].c_str()));
        }
    }
}

int main(int argc, char **argv)
{
    int rank;
    int steps = 3;
    std::string name = "circuit.cir";
    std::vector<double> init;

    MPI_Init(&argc, &argv);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    parse(argc, argv, name, steps, init, rank);
    if (rank == 0)
        std::cout << "circuit " << name << std::endl;
    double x = init.empty() ? 0.0 : init[0], sum;
    for (int t = 0; t < steps; t++)
        MPI_Allreduce(&x, &sum, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    MPI_Finalize();
    return 0;
}
