import { concept as c, subdomain as s, type CuratedDomain } from './types.js';

export const computerScience: CuratedDomain = {
  id: 'computer-science',
  label: { en: 'Computer science', es: 'Informática', fr: 'Informatique', de: 'Informatik' },
  aliases: ['computing', 'cs', 'programming', 'computer programming', 'software engineering'],
  subdomains: [
    s('programming', ['Programming', 'Programación', 'Programmation', 'Programmierung'], 'algorithms-intro binary variables-types control-flow functions-procedures arrays-lists recursion object-oriented debugging', 'coding|programming fundamentals'),
    s('algorithms', ['Algorithms and data structures', 'Algoritmos y estructuras de datos', 'Algorithmes et structures de données', 'Algorithmen und Datenstrukturen'], 'arrays-lists searching sorting complexity data-structures trees-graphs recursion', 'data structures|algorithms'),
    s('systems', ['Computer systems and networks', 'Sistemas informáticos y redes', 'Systèmes informatiques et réseaux', 'Rechnersysteme und Netze'], 'binary computer-architecture networks databases', 'networks|databases|hardware'),
  ],
  concepts: [
    c('algorithms-intro', 'prerequisite', ['Algorithms and step-by-step thinking', 'Algoritmos y pensamiento paso a paso', 'Algorithmes et pensée pas à pas', 'Algorithmen und schrittweises Denken'], 'Describing a solution as a precise sequence of steps; decomposition and abstraction.', { aka: 'algorithm|computational thinking|pseudocode|flowcharts' }),
    c('binary', 'prerequisite', ['Binary and data representation', 'Sistema binario y representación de datos', 'Binaire et représentation des données', 'Binärsystem und Datendarstellung'], 'Bits and bytes; representing numbers, text and images in binary.', { aka: 'bits|bytes|binary numbers|data representation' }),
    c('variables-types', 'concept', ['Variables and data types', 'Variables y tipos de datos', 'Variables et types de données', 'Variablen und Datentypen'], 'Named storage for values; integers, floats, strings and booleans; assignment.', { req: 'algorithms-intro', aka: 'variables|data types|types|assignment' }),
    c('control-flow', 'concept', ['Conditionals and loops', 'Condicionales y bucles', 'Conditions et boucles', 'Verzweigungen und Schleifen'], 'Making decisions with if/else and repeating work with for and while loops.', { req: 'variables-types', aka: 'loops|conditionals|if statements|iteration|selection' }),
    c('functions-procedures', 'concept', ['Functions and procedures', 'Funciones y procedimientos', 'Fonctions et procédures', 'Funktionen und Prozeduren'], 'Reusable named blocks of code with parameters and return values; scope.', { req: 'control-flow', aka: 'functions|procedures|subroutines|methods|parameters' }),
    c('arrays-lists', 'concept', ['Arrays and lists', 'Arreglos y listas', 'Tableaux et listes', 'Arrays und Listen'], 'Ordered collections of values accessed by index; traversing them with loops.', { req: 'control-flow', aka: 'array|list|lists|collections' }),
    c('debugging', 'skill', ['Testing and debugging', 'Pruebas y depuración', 'Tests et débogage', 'Testen und Debuggen'], 'Finding and fixing errors: reading error messages, tracing, test cases.', { req: 'functions-procedures', aka: 'debug|testing|bugs' }),
    c('recursion', 'concept', ['Recursion', 'Recursividad', 'Récursivité', 'Rekursion'], 'Functions that call themselves on smaller inputs; base cases and the call stack.', { req: 'functions-procedures', aka: 'recursive functions' }),
    c('searching', 'skill', ['Searching algorithms', 'Algoritmos de búsqueda', 'Algorithmes de recherche', 'Suchalgorithmen'], 'Linear search and binary search, and when each applies.', { req: 'arrays-lists', aka: 'binary search|linear search|search' }),
    c('sorting', 'skill', ['Sorting algorithms', 'Algoritmos de ordenación', 'Algorithmes de tri', 'Sortieralgorithmen'], 'Bubble, insertion, merge and quick sort; comparing their behaviour.', { req: 'arrays-lists', en: 'complexity', aka: 'sort|merge sort|quicksort|bubble sort' }),
    c('complexity', 'concept', ['Algorithmic complexity (Big O)', 'Complejidad algorítmica (O grande)', 'Complexité algorithmique (grand O)', 'Komplexität von Algorithmen (O-Notation)'], 'How running time and memory grow with input size; Big O notation.', { req: 'searching', aka: 'big o|time complexity|efficiency' }),
    c('data-structures', 'concept', ['Stacks, queues and hash tables', 'Pilas, colas y tablas hash', 'Piles, files et tables de hachage', 'Stapel, Warteschlangen und Hashtabellen'], 'Abstract data types and their implementations for efficient access.', { req: 'arrays-lists', aka: 'stack|queue|hash table|dictionary|data structure' }),
    c('trees-graphs', 'concept', ['Trees and graphs', 'Árboles y grafos', 'Arbres et graphes', 'Bäume und Graphen'], 'Hierarchical and networked data; traversal with depth-first and breadth-first search.', { req: 'data-structures recursion', aka: 'tree|graph|binary tree|bfs|dfs' }),
    c('object-oriented', 'concept', ['Object-oriented programming', 'Programación orientada a objetos', 'Programmation orientée objet', 'Objektorientierte Programmierung'], 'Classes, objects, encapsulation, inheritance and polymorphism.', { req: 'functions-procedures', aka: 'oop|classes|objects|inheritance' }),
    c('computer-architecture', 'concept', ['Computer architecture', 'Arquitectura de computadores', 'Architecture des ordinateurs', 'Rechnerarchitektur'], 'CPU, memory and storage; the fetch–execute cycle.', { req: 'binary', aka: 'cpu|hardware|memory|von neumann' }),
    c('networks', 'concept', ['Networks and the internet', 'Redes e internet', 'Réseaux et internet', 'Netzwerke und Internet'], 'How computers communicate: packets, protocols, IP addresses and the web.', { req: 'binary', aka: 'internet|network|protocols|tcp/ip' }),
    c('databases', 'concept', ['Databases and SQL', 'Bases de datos y SQL', 'Bases de données et SQL', 'Datenbanken und SQL'], 'Storing data in related tables and querying it with SQL.', { req: 'variables-types', aka: 'database|sql|relational databases|tables' }),
  ],
};
